/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ app: NonNullable<unknown> }} App_Could_Not_Start_TitleInputs */

const en_app_could_not_start_title = /** @type {(inputs: App_Could_Not_Start_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.app} could not start`)
};

const es_app_could_not_start_title = /** @type {(inputs: App_Could_Not_Start_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.app} no ha podido iniciarse`)
};

const en_xa2_app_could_not_start_title = /** @type {(inputs: App_Could_Not_Start_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.app} çóúļð ñóţ šţáŕţ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "{app} could not start" |
*
* @param {App_Could_Not_Start_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const app_could_not_start_title = /** @type {((inputs: App_Could_Not_Start_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<App_Could_Not_Start_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_app_could_not_start_title(inputs)
	if (locale === "en-XA") return en_xa2_app_could_not_start_title(inputs)
	return en_app_could_not_start_title(inputs)
});