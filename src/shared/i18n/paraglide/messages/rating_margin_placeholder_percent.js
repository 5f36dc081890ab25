/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Margin_Placeholder_PercentInputs */

const en_rating_margin_placeholder_percent = /** @type {(inputs: Rating_Margin_Placeholder_PercentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`e.g. 12.5`)
};

const es_rating_margin_placeholder_percent = /** @type {(inputs: Rating_Margin_Placeholder_PercentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`p. ej. 12,5`)
};

const en_xa2_rating_margin_placeholder_percent = /** @type {(inputs: Rating_Margin_Placeholder_PercentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[é.ĝ. 12.5 ·~ ]`)
};

/**
* | output |
* | --- |
* | "e.g. 12.5" |
*
* @param {Rating_Margin_Placeholder_PercentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_placeholder_percent = /** @type {((inputs?: Rating_Margin_Placeholder_PercentInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Margin_Placeholder_PercentInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_margin_placeholder_percent(inputs)
	if (locale === "en-XA") return en_xa2_rating_margin_placeholder_percent(inputs)
	return en_rating_margin_placeholder_percent(inputs)
});