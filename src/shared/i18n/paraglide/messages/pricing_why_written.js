/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ names: NonNullable<unknown> }} Pricing_Why_WrittenInputs */

const en_pricing_why_written = /** @type {(inputs: Pricing_Why_WrittenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`It is as specific as ${i?.names} and wins as a rule you wrote over a default margin.`)
};

const es_pricing_why_written = /** @type {(inputs: Pricing_Why_WrittenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Es tan específica como ${i?.names} y gana por ser una regla escrita por usted frente a un margen predeterminado.`)
};

const en_xa2_pricing_why_written = /** @type {(inputs: Pricing_Why_WrittenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Íţ íš áš šþéçíƒíç áš ${i?.names} áñð ŵíñš áš á ŕúļé ýóú ŵŕóţé óṽéŕ á ðéƒáúļţ ɱáŕĝíñ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "It is as specific as {names} and wins as a rule you wrote over a default margin." |
*
* @param {Pricing_Why_WrittenInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_why_written = /** @type {((inputs: Pricing_Why_WrittenInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Why_WrittenInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_why_written(inputs)
	if (locale === "en-XA") return en_xa2_pricing_why_written(inputs)
	return en_pricing_why_written(inputs)
});