/** The accounts module's only public door: other modules import nothing else. */
export { accountsModule } from './accounts.module';
