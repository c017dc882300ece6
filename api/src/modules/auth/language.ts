// The language a user reads the dashboard in (issue 10): chosen in the header,
// kept with the user so it follows them to another browser, and returned in
// the session at the next sign-in.
import { endpoints } from '@qrguard/shared-api/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { signedIn } from '../../plugins/auth';
import { updateLanguage } from '../users/queries';

export default async function languageRoutes(app: FastifyInstance) {
  route(app, endpoints.updateLanguage, async (req) => {
    const principal = signedIn(req);
    await updateLanguage(app.db, principal.id, req.body.language);
    return { status: true, message: 'Language saved', data: { language: req.body.language } };
  });
}
