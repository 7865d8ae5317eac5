import { routePage } from '../route-page';

const page = routePage('/privacy-policy');
export const generateMetadata = page.generateMetadata;
export default page.Page;
