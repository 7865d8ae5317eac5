import { routePage } from '../route-page';

const page = routePage('/search');
export const generateMetadata = page.generateMetadata;
export default page.Page;
