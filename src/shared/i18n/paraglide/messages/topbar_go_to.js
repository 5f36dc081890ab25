/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Topbar_Go_ToInputs */

const en_topbar_go_to = /** @type {(inputs: Topbar_Go_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to…`)
};

const es_topbar_go_to = /** @type {(inputs: Topbar_Go_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ir a…`)
};

const en_xa2_topbar_go_to = /** @type {(inputs: Topbar_Go_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĝó ţó… ·~]`)
};

/**
* | output |
* | --- |
* | "Go to…" |
*
* @param {Topbar_Go_ToInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const topbar_go_to = /** @type {((inputs?: Topbar_Go_ToInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Topbar_Go_ToInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_topbar_go_to(inputs)
	if (locale === "en-XA") return en_xa2_topbar_go_to(inputs)
	return en_topbar_go_to(inputs)
});