// The tabs pattern as assistive technology and the keyboard meet it (WAI-ARIA's tabs, as React
// Aria's Tabs follow it).
import assert from 'node:assert/strict';

/** Each tab's name, whether it is selected, its place in the Tab order and the panel it names. */
const tabsOf = (tablist) =>
  tablist.getByRole('tab').evaluateAll((tabs) =>
    tabs.map((tab) => ({
      name: tab.textContent.trim(),
      selected: tab.getAttribute('aria-selected') === 'true',
      focused: tab === document.activeElement,
      inTabOrder: tab.tabIndex >= 0,
      controls: tab.getAttribute('aria-controls'),
    })),
  );

/** The tab that is selected, once it is the focused one and its panel shows, named by it. */
async function selected(tablist, name) {
  const page = tablist.page();
  await tablist.getByRole('tab', { name, exact: true, selected: true }).waitFor();
  const tabs = await tabsOf(tablist);
  const tab = tabs.find((candidate) => candidate.selected);
  assert.equal(tab.focused, true, `${name} has the focus`);
  assert.deepEqual(
    tabs.filter((candidate) => candidate.inTabOrder).map((candidate) => candidate.name),
    [name],
    'only the selected tab is in the Tab order',
  );
  assert.ok(tab.controls, `${name} names the panel it controls`);
  const panel = page.getByRole('tabpanel', { name, exact: true });
  await panel.waitFor();
  assert.equal(await panel.getAttribute('id'), tab.controls);
  return panel;
}

/**
 * Walks a tab list by keyboard as WAI-ARIA's tabs pattern has it: Tab reaches only the selected
 * tab, the arrows move and select (wrapping around), Home and End go to the ends, each tab names
 * the panel it controls and the panel is named by its tab. `names` are the tabs in their order,
 * the first one selected. Ends on the first tab again.
 */
export async function walkTabs(tablist, names) {
  await tablist.getByRole('tab').first().waitFor();
  assert.deepEqual(
    (await tabsOf(tablist)).map((tab) => tab.name),
    names,
  );
  const keyboard = tablist.page().keyboard;
  await tablist.getByRole('tab', { name: names[0], exact: true }).focus();
  await selected(tablist, names[0]);
  for (let index = 1; index < names.length; index += 1) {
    await keyboard.press('ArrowRight');
    await selected(tablist, names[index]);
  }
  await keyboard.press('ArrowRight');
  await selected(tablist, names[0]);
  await keyboard.press('ArrowLeft');
  await selected(tablist, names.at(-1));
  await keyboard.press('Home');
  await selected(tablist, names[0]);
  await keyboard.press('End');
  await selected(tablist, names.at(-1));
  await keyboard.press('Home');
  return selected(tablist, names[0]);
}
