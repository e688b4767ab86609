import {
  type RegistrationBody,
  type RegistrationContext,
  registrationFormSchema,
} from '@label-portal/contract';
import { useMemo, useRef } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { contractResolver } from '../../../lib/contract-form';
import { EMPTY_REGISTRATION } from '../utils/registration-form';

/** The wizard's form: the contract's registration schema with the context of the chosen company. */
export function useRegistrationForm(context: RegistrationContext) {
  const contextRef = useRef(context);
  contextRef.current = context;
  const resolver = useMemo<Resolver<RegistrationBody>>(
    () => (values, resolverContext, options) =>
      contractResolver<RegistrationBody, RegistrationBody>(registrationFormSchema(contextRef.current))(
        values,
        resolverContext,
        options,
      ) as ReturnType<Resolver<RegistrationBody>>,
    [],
  );
  return useForm<RegistrationBody>({ resolver, defaultValues: EMPTY_REGISTRATION, mode: 'onTouched' });
}
