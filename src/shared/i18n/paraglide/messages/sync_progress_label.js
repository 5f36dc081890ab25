/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sync_Progress_LabelInputs */

const en_sync_progress_label = /** @type {(inputs: Sync_Progress_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sync of the shipment list`)
};

const es_sync_progress_label = /** @type {(inputs: Sync_Progress_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sincronización de la lista de envíos`)
};

const en_xa2_sync_progress_label = /** @type {(inputs: Sync_Progress_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šýñç óƒ ţĥé šĥíþɱéñţ ļíšţ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Sync of the shipment list" |
*
* @param {Sync_Progress_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_progress_label = /** @type {((inputs?: Sync_Progress_LabelInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Progress_LabelInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_sync_progress_label(inputs)
	if (locale === "en-XA") return en_xa2_sync_progress_label(inputs)
	return en_sync_progress_label(inputs)
});