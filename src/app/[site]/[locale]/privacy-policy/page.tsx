import { contentRoutePage } from '../route-page';

const page = contentRoutePage('/privacy-policy');
export const generateMetadata = page.generateMetadata;
export default page.Page;
