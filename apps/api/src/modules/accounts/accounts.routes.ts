import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../deps';
import { emailConfirmationRoutes } from './email-confirmation.routes';
import { exportRoute } from './export.route';
import { loginRoute } from './login.route';
import { logoutRoute } from './logout.route';
import { passwordResetRoutes } from './password-reset.routes';
import { profileRoutes } from './profile.routes';
import { registerRoute } from './register.route';
import { userRoutes } from './user.routes';

/**
 * Registration, login and logout, password reset and the signed-in user's account (spec part 1
 * §2, part 2 §2).
 */
export const accountsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  await app.register(registerRoute, { deps });
  await app.register(loginRoute, { deps });
  await app.register(logoutRoute, { deps });
  await app.register(passwordResetRoutes, { deps });
  await app.register(emailConfirmationRoutes, { deps });
  await app.register(userRoutes, { deps });
  await app.register(profileRoutes, { deps });
  await app.register(exportRoute, { deps });
};
