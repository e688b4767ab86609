import { Tabs } from '@mantine/core';
import type { ReactNode } from 'react';

export interface PanelTab {
  value: string;
  label: string;
  panel: ReactNode;
}

/** Tabs whose panels mount only while open (each panel queries the server for its own figures). */
export function PanelTabs({
  tabs,
  value,
  onChange,
}: {
  tabs: readonly PanelTab[];
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  return (
    <Tabs value={value} onChange={onChange} keepMounted={false}>
      <Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Panel key={tab.value} value={tab.value} pt="sm">
          {tab.panel}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
