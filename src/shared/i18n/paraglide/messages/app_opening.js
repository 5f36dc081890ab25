/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ screen: NonNullable<unknown> }} App_OpeningInputs */

const en_app_opening = /** @type {(inputs: App_OpeningInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Opening ${i?.screen}…`)
};

const es_app_opening = /** @type {(inputs: App_OpeningInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Abriendo ${i?.screen}…`)
};

const en_xa2_app_opening = /** @type {(inputs: App_OpeningInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Óþéñíñĝ ${i?.screen}… ·~ ]`)
};

/**
* | output |
* | --- |
* | "Opening {screen}…" |
*
* @param {App_OpeningInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const app_opening = /** @type {((inputs: App_OpeningInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<App_OpeningInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_app_opening(inputs)
	if (locale === "en-XA") return en_xa2_app_opening(inputs)
	return en_app_opening(inputs)
});