export { remotePages, type PageDefinition, type RemotePages } from './remotePages';
export { RemoteRoutes } from './RemoteRoutes';
