/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ contract: NonNullable<unknown> }} Tariffs_Rates_CaptionInputs */

const en_tariffs_rates_caption = /** @type {(inputs: Tariffs_Rates_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rates of ${i?.contract}`)
};

const es_tariffs_rates_caption = /** @type {(inputs: Tariffs_Rates_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Precios de ${i?.contract}`)
};

const en_xa2_tariffs_rates_caption = /** @type {(inputs: Tariffs_Rates_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕáţéš óƒ ${i?.contract} ·~ ]`)
};

/**
* | output |
* | --- |
* | "Rates of {contract}" |
*
* @param {Tariffs_Rates_CaptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_rates_caption = /** @type {((inputs: Tariffs_Rates_CaptionInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Rates_CaptionInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_rates_caption(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_rates_caption(inputs)
	return en_tariffs_rates_caption(inputs)
});