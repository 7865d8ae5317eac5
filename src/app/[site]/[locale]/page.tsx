import { routePage } from './route-page';

const page = routePage('/');
export const generateMetadata = page.generateMetadata;
export default page.Page;
