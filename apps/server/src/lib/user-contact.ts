/** A user as the replies that show one person write them (the contract's `userContactShape`). */
export function toUserContact(user: {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
}) {
  return {
    pk: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    phone: user.phone,
  };
}
