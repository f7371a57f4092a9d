export { remotePages, type PageDefinition, type RemotePages } from './remotePages';
