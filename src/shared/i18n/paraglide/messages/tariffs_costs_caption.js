/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ rate: NonNullable<unknown> }} Tariffs_Costs_CaptionInputs */

const en_tariffs_costs_caption = /** @type {(inputs: Tariffs_Costs_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Costs of ${i?.rate}`)
};

const es_tariffs_costs_caption = /** @type {(inputs: Tariffs_Costs_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Costes de ${i?.rate}`)
};

const en_xa2_tariffs_costs_caption = /** @type {(inputs: Tariffs_Costs_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çóšţš óƒ ${i?.rate} ·~ ]`)
};

/**
* | output |
* | --- |
* | "Costs of {rate}" |
*
* @param {Tariffs_Costs_CaptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_costs_caption = /** @type {((inputs: Tariffs_Costs_CaptionInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Costs_CaptionInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_costs_caption(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_costs_caption(inputs)
	return en_tariffs_costs_caption(inputs)
});