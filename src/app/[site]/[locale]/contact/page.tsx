import { routePage } from '../route-page';

const page = routePage('/contact');
export const generateMetadata = page.generateMetadata;
export default page.Page;
