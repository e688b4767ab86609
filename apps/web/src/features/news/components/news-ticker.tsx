import { pickNewsText } from '@label-portal/contract';
import { ActionIcon, Anchor, Button, Group, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { useDisclosure, useReducedMotion } from '@mantine/hooks';
import { IconPencil, IconPlayerPause, IconPlayerPlay, IconSpeakerphone } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type CSSProperties, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../hooks/use-language';
import { corporateNewsQueryOptions } from '../api/corporate-news';
import { canEditNews, tickerDurationSeconds } from '../utils/news-ticker';
import { NewsEditModal } from './news-edit-modal';
import classes from './news-ticker.module.css';

/**
 * The corporate news ticker of the welcome page: the text in the interface language (English when
 * it has none) scrolls, paused on hover, on keyboard focus and by its button; still and wrapped
 * for users who ask for reduced motion. READ MORE opens the news link in a new tab. Holders of
 * welcome.*_corporatenews get "Edit news". Without news: nothing, or a calm line for editors.
 */
export function NewsTicker({ permissions }: { permissions: readonly string[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const news = useQuery(corporateNewsQueryOptions);
  const [isEditing, editing] = useDisclosure(false);
  const [isPaused, setPaused] = useState(false);
  const isReduced = useReducedMotion();
  const isEditor = canEditNews(permissions);
  const text = news.data ? pickNewsText(news.data.texts, language) : '';
  const textLanguage = news.data?.texts[language] ? language : 'en';

  if (!text && !isEditor) return null;

  return (
    <section aria-labelledby="news-heading" data-testid="news-ticker" className={classes.root}>
      <div className={classes.band}>
        <Group gap={6} className={classes.label} wrap="nowrap">
          <ThemeIcon variant="light" size="md" radius="md" aria-hidden>
            <IconSpeakerphone size={16} />
          </ThemeIcon>
          <Title order={2} size="h5" id="news-heading">
            {t('news.heading')}
          </Title>
        </Group>
        <div className={classes.viewport}>
          {text ? (
            <div
              className={`${classes.track} ${isPaused ? classes.paused : ''}`}
              style={{ '--news-duration': `${tickerDurationSeconds(text)}s` } as CSSProperties}
              data-testid="news-track"
            >
              <span className={classes.copy} lang={textLanguage} data-testid="news-text">
                {text}
              </span>
              <span className={classes.copy} lang={textLanguage} aria-hidden>
                {text}
              </span>
            </div>
          ) : (
            <Text size="sm" c="dimmed">
              {news.isPending ? t('app.loading') : t('news.none')}
            </Text>
          )}
        </div>
        <div className={classes.actions}>
          {text && !isReduced && (
            <ActionIcon
              variant="subtle"
              aria-label={isPaused ? t('news.play') : t('news.pause')}
              aria-pressed={isPaused}
              onClick={() => setPaused((paused) => !paused)}
            >
              {isPaused ? (
                <IconPlayerPlay size={16} aria-hidden />
              ) : (
                <IconPlayerPause size={16} aria-hidden />
              )}
            </ActionIcon>
          )}
          {text && news.data?.link && (
            <Anchor href={news.data.link} target="_blank" rel="noopener noreferrer" fw={700} size="sm">
              {t('news.readMore')}
              <VisuallyHidden> {t('nav.opensInNewTab')}</VisuallyHidden>
            </Anchor>
          )}
          {isEditor && (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPencil size={14} aria-hidden />}
              onClick={editing.open}
              disabled={news.isPending}
            >
              {t('news.edit')}
            </Button>
          )}
        </div>
      </div>
      {isEditor && isEditing && <NewsEditModal news={news.data} onClose={editing.close} />}
    </section>
  );
}
