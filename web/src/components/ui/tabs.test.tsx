import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Tab, TabList, TabPanel, Tabs } from './tabs';

function Example() {
  const [value, setValue] = useState('overview');
  return (
    <Tabs value={value} onValueChange={setValue}>
      <TabList label="Profile sections">
        <Tab value="overview">Overview</Tab>
        <Tab value="personal">Personal info</Tab>
        <Tab value="account">Account</Tab>
      </TabList>
      <TabPanel value="overview">Points and streaks</TabPanel>
      <TabPanel value="personal">Name and age</TabPanel>
      <TabPanel value="account">Plan and billing</TabPanel>
    </Tabs>
  );
}

afterEach(cleanup);

const tab = (name: string) => screen.getByRole('tab', { name });
const selected = () =>
  screen
    .getAllByRole('tab')
    .filter((t) => t.getAttribute('aria-selected') === 'true')
    .map((t) => t.textContent);

describe('Tabs', () => {
  it('follows the WAI-ARIA tabs pattern: named tablist, tabs tied to their panels, one tab stop', () => {
    render(<Example />);
    expect(screen.getByRole('tablist', { name: 'Profile sections' })).toBeTruthy();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.getAttribute('tabindex'))).toEqual(['0', '-1', '-1']);
    for (const t of tabs) expect(document.getElementById(t.getAttribute('aria-controls') ?? '')?.getAttribute('role')).toBe('tabpanel');
    const panel = screen.getByRole('tabpanel');
    expect(panel.textContent).toBe('Points and streaks');
    expect(panel.getAttribute('aria-labelledby')).toBe(tab('Overview').id);
  });

  it('moves and selects with Left/Right (wrapping), Home and End', () => {
    render(<Example />);
    tab('Overview').focus();
    fireEvent.keyDown(tab('Overview'), { key: 'ArrowRight' });
    expect(selected()).toEqual(['Personal info']);
    expect(document.activeElement).toBe(tab('Personal info'));
    expect(screen.getByRole('tabpanel').textContent).toBe('Name and age');
    fireEvent.keyDown(tab('Personal info'), { key: 'End' });
    expect(selected()).toEqual(['Account']);
    fireEvent.keyDown(tab('Account'), { key: 'ArrowRight' });
    expect(selected()).toEqual(['Overview']);
    fireEvent.keyDown(tab('Overview'), { key: 'ArrowLeft' });
    expect(selected()).toEqual(['Account']);
    fireEvent.keyDown(tab('Account'), { key: 'Home' });
    expect(selected()).toEqual(['Overview']);
    expect(tab('Overview').getAttribute('tabindex')).toBe('0');
    expect(tab('Account').getAttribute('tabindex')).toBe('-1');
  });

  it('selects on click', () => {
    render(<Example />);
    fireEvent.click(tab('Account'));
    expect(selected()).toEqual(['Account']);
    expect(screen.getByRole('tabpanel').textContent).toBe('Plan and billing');
  });
});
