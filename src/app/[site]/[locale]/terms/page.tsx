import { contentRoutePage } from '../route-page';

const page = contentRoutePage('/terms');
export const generateMetadata = page.generateMetadata;
export default page.Page;
