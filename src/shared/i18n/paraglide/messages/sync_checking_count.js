/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Sync_Checking_CountInputs */

const en_sync_checking_count = /** @type {(inputs: Sync_Checking_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Checking ${i?.shown} shipment…`);
	return /** @type {LocalizedString} */ (`Checking ${i?.shown} shipments…`)
	
};

const es_sync_checking_count = /** @type {(inputs: Sync_Checking_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Revisando ${i?.shown} envío…`);
	return /** @type {LocalizedString} */ (`Revisando ${i?.shown} envíos…`)
	
};

const en_xa2_sync_checking_count = /** @type {(inputs: Sync_Checking_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[Çĥéçķíñĝ ${i?.shown} šĥíþɱéñţ… ·~ ·~ ·]`);
	return /** @type {LocalizedString} */ (`[Çĥéçķíñĝ ${i?.shown} šĥíþɱéñţš… ·~ ·~ ·]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Checking {shown} shipment…" |
* | * | "Checking {shown} shipments…" |
*
* @param {Sync_Checking_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_checking_count = /** @type {((inputs: Sync_Checking_CountInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Checking_CountInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_sync_checking_count(inputs)
	if (locale === "en-XA") return en_xa2_sync_checking_count(inputs)
	return en_sync_checking_count(inputs)
});