export {
  type AddressFieldsProps,
  type AddressNames,
  CountryField,
  checkPostalCode,
  countryCodeOf,
  StreetFields,
} from "./address-fields";
export { apiErrorOf, failureMessage } from "./api-failure";
export { corrected, formatNationalPhoneField, formatPhoneField } from "./corrections";
export { ErrorList, ErrorListLink } from "./error-list";
export { Field, FieldGrid, type FieldProps } from "./field";
export { fieldAria } from "./field-aria";
export { FormAlert, FormStatus, StatusAsToast } from "./form-messages";
export { PasswordInput } from "./password-input";
export { applyServerError, type FormParts, fieldError, useFormFailure } from "./server-errors";
export { StoredPicture, type StoredPictureProps } from "./stored-picture";
export { uiTexts, useUiTexts } from "./texts";
export { uiTextsEn } from "./texts.en";
export { type UiLanguage, UiLanguageProvider, useUiLanguage } from "./ui-language";
