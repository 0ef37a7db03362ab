/**
 * A tab for an address that is still being asked for, opened within the click
 * (synchronously, in the event handler): a tab opened only after a request
 * would be taken for a pop-up and blocked. Null when pop-ups are refused.
 */
export function openBlankTab(): Window | null {
  return window.open('', '_blank');
}

/**
 * Sends `tab` to the address `locate` answers, cut off from this page
 * (`opener`); closes it again when `locate` fails. Without a tab (pop-ups
 * refused) this page goes there itself rather than not at all.
 */
export async function showInTab(tab: Window | null, locate: () => Promise<string>): Promise<void> {
  try {
    const address = new URL(await locate(), window.location.href).href;
    if (!tab) {
      window.location.assign(address);
      return;
    }
    tab.opener = null;
    tab.location.href = address;
  } catch (error) {
    tab?.close();
    throw error;
  }
}
