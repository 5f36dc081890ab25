/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Store_Record_DraftsInputs */

const en_store_record_drafts = /** @type {(inputs: Store_Record_DraftsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`drafts of forms not yet sent`)
};

const es_store_record_drafts = /** @type {(inputs: Store_Record_DraftsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`borradores de formularios aún no enviados`)
};

const en_xa2_store_record_drafts = /** @type {(inputs: Store_Record_DraftsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ðŕáƒţš óƒ ƒóŕɱš ñóţ ýéţ šéñţ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "drafts of forms not yet sent" |
*
* @param {Store_Record_DraftsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const store_record_drafts = /** @type {((inputs?: Store_Record_DraftsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Store_Record_DraftsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_store_record_drafts(inputs)
	if (locale === "en-XA") return en_xa2_store_record_drafts(inputs)
	return en_store_record_drafts(inputs)
});