import { routePage } from '../route-page';

const page = routePage('/terms');
export const generateMetadata = page.generateMetadata;
export default page.Page;
