export { PageLoading } from './PageLoading';
