/** A badge's own colours (the API's hex values), on the card and on the product page. */
export const badgeColours = (badge: {
  hexColor: string;
  hexBgColor: string;
  hexBorderColor: string;
}) => ({
  color: badge.hexColor,
  backgroundColor: badge.hexBgColor,
  borderColor: badge.hexBorderColor,
});
