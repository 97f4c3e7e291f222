import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createLogger } from '../../apps/server/src/logger';
import { defaultWebDistDir } from '../../apps/server/src/paths';
import { startServer } from '../../apps/server/src/server';
import { createDashboard, createUser, type CreatedUser } from '../../apps/server/src/testing/factories';
import { testServerEnv } from '../../apps/server/src/testing/test-server';
import {
  startOpenAiCompatibleServer,
  type AiReply,
  type OpenAiCompatibleServer,
  type RecordedAiRequest,
} from '../../apps/server/src/testing/openai-compatible-server';

export interface AppWithModel {
  url: string;
  ai: OpenAiCompatibleServer;
  /** A verified photographer with a dashboard, so every signed-in screen opens. */
  createPhotographer(): Promise<CreatedUser>;
  close(): Promise<void>;
}

/**
 * A second app server for the specs that need an AI model: the shared one (server.ts) has none, so it shows the
 * offline drafter. This one talks to a real OpenAI-compatible server on loopback that `reply` decides for.
 */
export async function startAppWithModel(reply: (request: RecordedAiRequest) => AiReply): Promise<AppWithModel> {
  const ai = await startOpenAiCompatibleServer(reply);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shutterdesk-e2e-model-'));
  const env = testServerEnv(dataDir, {
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    AI_BASE_URL: ai.baseUrl,
    AI_MODEL: 'e2e-writer',
    WEB_DIST_DIR: process.env.E2E_WEB_DIST_DIR ?? defaultWebDistDir,
  });
  const app = await startServer({ env, logger: createLogger(env.LOG_LEVEL), database: { kind: 'pglite-memory' } });
  const context = { auth: app.auth, db: app.database.db };
  return {
    url: app.url,
    ai,
    async createPhotographer() {
      const user = await createUser(context);
      await createDashboard(context, user.id, { categories: ['Social Media'] });
      return user;
    },
    async close() {
      await app.close();
      await ai.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
