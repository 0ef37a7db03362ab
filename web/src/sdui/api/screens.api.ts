import { queryOptions } from '@tanstack/react-query';
import { screensContract, type ScreenId } from '../../../../contracts/screens/screens.contract';
import type { BlockReport, Locale } from '../../../../contracts/sdui/envelope.schema';
import { CAPABILITIES_HEADER } from '../../../../contracts/sdui/capabilities';
import { bodyOf, createApiClient } from '../../api/api-client';

/**
 * The screens calls (docs/adr/0003-server-driven-ui.md) and the query keys
 * the renderer owns. The capabilities come from the caller: the block
 * registry that derives them draws blocks that report through this file.
 */
const screens = createApiClient(screensContract);

/** Query key of a screen: the language is part of it, so switching language refetches. */
export const screenQueryKey = (screenId: ScreenId, locale: Locale) => ['sdui', 'screen', screenId, locale] as const;

interface ScreenRequest {
  screenId: ScreenId;
  locale: Locale;
  /** The `x-sdui-capabilities` header: the block types and versions this client draws. */
  capabilities: string;
}

/** `GET /api/screens/:screenId?lang=`: the envelope, read leniently by the caller (read-envelope.ts). */
export async function getScreen({ screenId, locale, capabilities }: ScreenRequest, signal?: AbortSignal): Promise<unknown> {
  const reply = await screens.getScreen({
    params: { screenId },
    query: { lang: locale },
    headers: { [CAPABILITIES_HEADER]: capabilities },
    fetchOptions: { signal },
  });
  return bodyOf(reply, 200);
}

export const getScreenQueryOptions = (request: ScreenRequest) =>
  queryOptions({
    queryKey: screenQueryKey(request.screenId, request.locale),
    queryFn: ({ signal }) => getScreen(request, signal),
  });

/** `POST /api/screens/reports`: a block this client could not draw. */
export async function reportBlock(report: BlockReport): Promise<void> {
  await screens.reportBlock({ body: report });
}
