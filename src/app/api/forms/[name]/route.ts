/**
 * POST /api/forms/[name]: the local default of the page builder's form-submit (§7), storing
 * submissions in SQLite. Logic: src/server/forms/forms-handler.ts.
 */
import { formsHandler } from '@/server/forms';
import { withErrorBoundary } from '@/server/http/responses';

export const dynamic = 'force-dynamic';

export const POST = withErrorBoundary(
  'POST /api/forms/[name]',
  async (request: Request, context: { params: Promise<{ name: string }> }) => {
    const { name } = await context.params;
    return formsHandler()(request, name);
  },
);
