import {
  createDashboard,
  createUser,
  startOpenAiCompatibleServer,
  type CreatedUser,
  type AiReply,
  type OpenAiCompatibleServer,
  type RecordedAiRequest,
} from '@shutterdesk/server/testing';
import { startOwnApp } from './own-app';

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
  const app = await startOwnApp({ AI_BASE_URL: ai.baseUrl, AI_MODEL: 'e2e-writer' });
  const context = { auth: app.server.auth, db: app.server.database.db };
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
    },
  };
}
