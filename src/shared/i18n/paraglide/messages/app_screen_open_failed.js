/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ screen: NonNullable<unknown> }} App_Screen_Open_FailedInputs */

const en_app_screen_open_failed = /** @type {(inputs: App_Screen_Open_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.screen} could not be opened`)
};

const es_app_screen_open_failed = /** @type {(inputs: App_Screen_Open_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se pudo abrir ${i?.screen}`)
};

const en_xa2_app_screen_open_failed = /** @type {(inputs: App_Screen_Open_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.screen} çóúļð ñóţ ƀé óþéñéð ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "{screen} could not be opened" |
*
* @param {App_Screen_Open_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const app_screen_open_failed = /** @type {((inputs: App_Screen_Open_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<App_Screen_Open_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_app_screen_open_failed(inputs)
	if (locale === "en-XA") return en_xa2_app_screen_open_failed(inputs)
	return en_app_screen_open_failed(inputs)
});