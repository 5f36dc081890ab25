/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ app: NonNullable<unknown> }} App_Unexpected_Error_TitleInputs */

const en_app_unexpected_error_title = /** @type {(inputs: App_Unexpected_Error_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.app} hit an unexpected error`)
};

const es_app_unexpected_error_title = /** @type {(inputs: App_Unexpected_Error_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.app} ha encontrado un error inesperado`)
};

const en_xa2_app_unexpected_error_title = /** @type {(inputs: App_Unexpected_Error_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.app} ĥíţ áñ úñéẋþéçţéð éŕŕóŕ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "{app} hit an unexpected error" |
*
* @param {App_Unexpected_Error_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const app_unexpected_error_title = /** @type {((inputs: App_Unexpected_Error_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<App_Unexpected_Error_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_app_unexpected_error_title(inputs)
	if (locale === "en-XA") return en_xa2_app_unexpected_error_title(inputs)
	return en_app_unexpected_error_title(inputs)
});