/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ version: NonNullable<unknown> }} Main_Update_MessageInputs */

const en_main_update_message = /** @type {(inputs: Main_Update_MessageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Freight Desk ${i?.version} is ready to install.`)
};

const es_main_update_message = /** @type {(inputs: Main_Update_MessageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Freight Desk ${i?.version} está listo para instalarse.`)
};

const en_xa2_main_update_message = /** @type {(inputs: Main_Update_MessageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ƒŕéíĝĥţ Ðéšķ ${i?.version} íš ŕéáðý ţó íñšţáļļ. ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Freight Desk {version} is ready to install." |
*
* @param {Main_Update_MessageInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_update_message = /** @type {((inputs: Main_Update_MessageInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Update_MessageInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_update_message(inputs)
	if (locale === "en-XA") return en_xa2_main_update_message(inputs)
	return en_main_update_message(inputs)
});