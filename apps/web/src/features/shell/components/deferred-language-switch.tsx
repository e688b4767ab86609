import { lazy, Suspense } from 'react';
import type { LanguageSwitchProps } from './language-switch';

/** The switch's dropdown (Mantine Combobox, floating-ui) loads after the first paint (decision 050). */
const LanguageSwitchLoaded = lazy(() =>
  import('./language-switch').then((module) => ({ default: module.LanguageSwitch })),
);

/** Keeps the switch's place while its code loads, so that nothing moves when it arrives. */
function LanguageSwitchPlaceholder({ variant }: LanguageSwitchProps) {
  return <div aria-hidden style={variant === 'header' ? { width: 140, height: 30 } : { height: 61 }} />;
}

/** The language switch, loaded on first render rather than with the first JavaScript. */
export function DeferredLanguageSwitch(props: LanguageSwitchProps) {
  return (
    <Suspense fallback={<LanguageSwitchPlaceholder {...props} />}>
      <LanguageSwitchLoaded {...props} />
    </Suspense>
  );
}
