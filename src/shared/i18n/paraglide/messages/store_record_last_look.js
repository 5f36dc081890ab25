/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Store_Record_Last_LookInputs */

const en_store_record_last_look = /** @type {(inputs: Store_Record_Last_LookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Today's last look and the changes found since`)
};

const es_store_record_last_look = /** @type {(inputs: Store_Record_Last_LookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`la última revisión de Hoy y los cambios encontrados desde entonces`)
};

const en_xa2_store_record_last_look = /** @type {(inputs: Store_Record_Last_LookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţóðáý'š ļášţ ļóóķ áñð ţĥé çĥáñĝéš ƒóúñð šíñçé ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Today's last look and the changes found since" |
*
* @param {Store_Record_Last_LookInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const store_record_last_look = /** @type {((inputs?: Store_Record_Last_LookInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Store_Record_Last_LookInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_store_record_last_look(inputs)
	if (locale === "en-XA") return en_xa2_store_record_last_look(inputs)
	return en_store_record_last_look(inputs)
});