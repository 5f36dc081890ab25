/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ message: NonNullable<unknown> }} Failure_It_SaidInputs */

const en_failure_it_said = /** @type {(inputs: Failure_It_SaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`It said: "${i?.message}".`)
};

const es_failure_it_said = /** @type {(inputs: Failure_It_SaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dijo: «${i?.message}».`)
};

const en_xa2_failure_it_said = /** @type {(inputs: Failure_It_SaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Íţ šáíð: "${i?.message}". ·~ ·]`)
};

/**
* | output |
* | --- |
* | "It said: \"{message}\"." |
*
* @param {Failure_It_SaidInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_it_said = /** @type {((inputs: Failure_It_SaidInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_It_SaidInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_failure_it_said(inputs)
	if (locale === "en-XA") return en_xa2_failure_it_said(inputs)
	return en_failure_it_said(inputs)
});