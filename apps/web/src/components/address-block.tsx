import { Text } from '@mantine/core';

export interface AddressLines {
  company_name: string;
  street_address: string;
  address_details: string;
  postal_code: string;
  city: string;
  country?: string;
  country_code: string;
}

/** A postal address as lines (company, street, details, postal code and city, country). */
export function AddressBlock({
  address,
  emptyText,
}: {
  address: AddressLines | null | undefined;
  emptyText: string;
}) {
  if (!address) return <Text c="dimmed">{emptyText}</Text>;
  const lines = [
    address.company_name,
    address.street_address,
    address.address_details,
    [address.postal_code, address.city].filter(Boolean).join(' '),
    address.country || address.country_code,
  ].filter((line) => line.trim().length > 0);
  return (
    <Text component="address" style={{ fontStyle: 'normal' }}>
      {lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one address never reorder.
        <span key={index}>
          {line}
          {index < lines.length - 1 && <br />}
        </span>
      ))}
    </Text>
  );
}
