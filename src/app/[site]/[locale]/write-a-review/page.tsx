import { routePage } from '../route-page';

const page = routePage('/write-a-review');
export const generateMetadata = page.generateMetadata;
export default page.Page;
