import type { ModelCardProps } from '@gadgets/shared-ui/widgets';
import { mobileModelPath } from '../../mobile-section';

interface ListedPhone {
  companyPath: string;
  companyName: string;
  name: string;
  path: string;
  img: string | null;
}

/** What every phone card shows of its phone: the link to its page, its name under its brand, its picture. */
export function phoneCardOf(
  phone: ListedPhone,
): Pick<ModelCardProps, 'href' | 'name' | 'brandName' | 'img' | 'subtitle'> {
  return {
    href: mobileModelPath(phone.companyPath, phone.path),
    name: phone.name,
    brandName: phone.companyName,
    img: phone.img,
    subtitle: phone.companyName,
  };
}
