/** The picture of a bike model served from /media (the n-th of its gallery; the first is the model's image). */
export function bikeImage(companyPath: string, modelPath: string, index = 1): string {
  return `/media/bikes/${companyPath}-${modelPath}${index > 1 ? `-${index}` : ''}.svg`;
}
