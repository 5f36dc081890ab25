/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown>, searched: NonNullable<unknown> }} Lookups_CaptionInputs */

const en_lookups_caption = /** @type {(inputs: Lookups_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} for ${i?.searched}`)
};

const es_lookups_caption = /** @type {(inputs: Lookups_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} para ${i?.searched}`)
};

const en_xa2_lookups_caption = /** @type {(inputs: Lookups_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.title} ƒóŕ ${i?.searched} ·]`)
};

/**
* | output |
* | --- |
* | "{title} for {searched}" |
*
* @param {Lookups_CaptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_caption = /** @type {((inputs: Lookups_CaptionInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lookups_CaptionInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_lookups_caption(inputs)
	if (locale === "en-XA") return en_xa2_lookups_caption(inputs)
	return en_lookups_caption(inputs)
});