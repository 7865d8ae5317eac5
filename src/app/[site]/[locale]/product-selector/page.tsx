import { routePage } from '../route-page';

const page = routePage('/product-selector');
export const generateMetadata = page.generateMetadata;
export default page.Page;
