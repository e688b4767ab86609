import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../hooks/use-page-title';
import { termsForLanguage } from '../utils/terms-for-language';

/** Legal notice and terms of use, in the interface language. */
export function TermsContent() {
  const { t, i18n } = useTranslation();
  const terms = termsForLanguage(i18n.resolvedLanguage ?? i18n.language);
  usePageTitle(terms.title);

  return (
    <Stack gap="lg" maw={820} mx="auto" component="article" aria-labelledby="terms-title">
      <Title order={1} id="terms-title">
        {terms.title}
      </Title>
      <Text size="lg">{terms.intro}</Text>
      <nav aria-label={t('terms.contents')}>
        <List type="ordered" spacing={2} size="sm">
          {terms.sections.map((section) => (
            <List.Item key={section.id}>
              <Anchor href={`#terms-${section.id}`}>{section.heading}</Anchor>
            </List.Item>
          ))}
        </List>
      </nav>
      {terms.sections.map((section, index) => (
        <section key={section.id} aria-labelledby={`terms-${section.id}`}>
          <Title order={2} size="h3" id={`terms-${section.id}`} mb="xs" style={{ scrollMarginTop: 80 }}>
            {`${index + 1}. ${section.heading}`}
          </Title>
          <Stack gap="xs">
            {section.paragraphs.map((paragraph) => (
              <Text key={paragraph}>{paragraph}</Text>
            ))}
            {section.items && (
              <List spacing="xs">
                {section.items.map((item) => (
                  <List.Item key={item}>{item}</List.Item>
                ))}
              </List>
            )}
          </Stack>
        </section>
      ))}
    </Stack>
  );
}
