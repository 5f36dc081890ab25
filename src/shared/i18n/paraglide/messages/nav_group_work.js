/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_Group_WorkInputs */

const en_nav_group_work = /** @type {(inputs: Nav_Group_WorkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shipments`)
};

const es_nav_group_work = /** @type {(inputs: Nav_Group_WorkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envíos`)
};

const en_xa2_nav_group_work = /** @type {(inputs: Nav_Group_WorkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šĥíþɱéñţš ·~ ]`)
};

/**
* | output |
* | --- |
* | "Shipments" |
*
* @param {Nav_Group_WorkInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const nav_group_work = /** @type {((inputs?: Nav_Group_WorkInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Group_WorkInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_nav_group_work(inputs)
	if (locale === "en-XA") return en_xa2_nav_group_work(inputs)
	return en_nav_group_work(inputs)
});