import { routePage } from '../route-page';

const page = routePage('/where-to-buy');
export const generateMetadata = page.generateMetadata;
export default page.Page;
