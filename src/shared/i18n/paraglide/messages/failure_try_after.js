/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ seconds: NonNullable<unknown> }} Failure_Try_AfterInputs */

const en_failure_try_after = /** @type {(inputs: Failure_Try_AfterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`It asked to wait ${i?.seconds} s; try again then.`)
};

const es_failure_try_after = /** @type {(inputs: Failure_Try_AfterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pidió esperar ${i?.seconds} s; vuelva a intentarlo entonces.`)
};

const en_xa2_failure_try_after = /** @type {(inputs: Failure_Try_AfterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Íţ ášķéð ţó ŵáíţ ${i?.seconds} š; ţŕý áĝáíñ ţĥéñ. ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "It asked to wait {seconds} s; try again then." |
*
* @param {Failure_Try_AfterInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_try_after = /** @type {((inputs: Failure_Try_AfterInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_Try_AfterInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_failure_try_after(inputs)
	if (locale === "en-XA") return en_xa2_failure_try_after(inputs)
	return en_failure_try_after(inputs)
});