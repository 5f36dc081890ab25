/* eslint-disable */
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} App_NameInputs */
/** @typedef {{ screen: NonNullable<unknown> }} App_OpeningInputs */
/** @typedef {{}} App_Part_Failed_To_LoadInputs */
/** @typedef {{ screen: NonNullable<unknown> }} App_Screen_Draw_FailedInputs */
/** @typedef {{ detail: NonNullable<unknown> }} App_Screen_Failed_DrawingInputs */
/** @typedef {{ screen: NonNullable<unknown> }} App_Screen_Open_FailedInputs */
/** @typedef {{}} App_Skip_To_ContentInputs */
/** @typedef {{}} Appearance_DarkInputs */
/** @typedef {{}} Appearance_DescriptionInputs */
/** @typedef {{}} Appearance_LanguageInputs */
/** @typedef {{}} Appearance_Language_HintInputs */
/** @typedef {{}} Appearance_Language_Save_FailedInputs */
/** @typedef {{}} Appearance_LightInputs */
/** @typedef {{}} Appearance_Read_FailedInputs */
/** @typedef {{}} Appearance_SystemInputs */
/** @typedef {{}} Appearance_ThemeInputs */
/** @typedef {{}} Appearance_Theme_HintInputs */
/** @typedef {{}} Appearance_Theme_Save_FailedInputs */
/** @typedef {{}} Appearance_TitleInputs */
/** @typedef {{}} As_OfInputs */
/** @typedef {{}} As_Of_Not_FetchedInputs */
/** @typedef {{}} As_Of_SavedInputs */
/** @typedef {{ noun: NonNullable<unknown>, searched: NonNullable<unknown> }} Autocomplete_None_FoundInputs */
/** @typedef {{}} Autocomplete_Saved_AnswerInputs */
/** @typedef {{ searched: NonNullable<unknown> }} Autocomplete_SearchingInputs */
/** @typedef {{}} Autocomplete_SuggestionsInputs */
/** @typedef {{}} Basket_RemoveInputs */
/** @typedef {{ file: NonNullable<unknown> }} Basket_Remove_FileInputs */
/** @typedef {{}} Booking_Cargo_AddInputs */
/** @typedef {{ container: NonNullable<unknown> }} Booking_Cargo_Add_Of_ContainerInputs */
/** @typedef {{ line: NonNullable<unknown> }} Booking_Cargo_LineInputs */
/** @typedef {{ container: NonNullable<unknown> }} Booking_Cargo_Of_ContainerInputs */
/** @typedef {{ line: NonNullable<unknown> }} Booking_Cargo_RemoveInputs */
/** @typedef {{ line: NonNullable<unknown>, container: NonNullable<unknown> }} Booking_Cargo_Remove_Of_ContainerInputs */
/** @typedef {{}} Booking_Col_ModeInputs */
/** @typedef {{ container: NonNullable<unknown> }} Booking_ContainerInputs */
/** @typedef {{}} Booking_Container_AddInputs */
/** @typedef {{ container: NonNullable<unknown>, line: NonNullable<unknown> }} Booking_Container_LineInputs */
/** @typedef {{ container: NonNullable<unknown> }} Booking_Container_RemoveInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Booking_Containers_Booking_DescribesInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Booking_Containers_Quote_ForInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Booking_Drafts_DescriptionInputs */
/** @typedef {{}} Booking_Drafts_KeptInputs */
/** @typedef {{}} Booking_Drafts_No_CarrierInputs */
/** @typedef {{}} Booking_Drafts_No_ContactInputs */
/** @typedef {{}} Booking_Drafts_Quote_GoneInputs */
/** @typedef {{}} Booking_Drafts_Read_FailedInputs */
/** @typedef {{}} Booking_Drafts_ResumeInputs */
/** @typedef {{}} Booking_Drafts_Saved_QuoteInputs */
/** @typedef {{ mode: NonNullable<unknown> }} Booking_Drafts_The_BookingInputs */
/** @typedef {{ mode: NonNullable<unknown> }} Booking_Drafts_The_FormInputs */
/** @typedef {{}} Booking_Drafts_TitleInputs */
/** @typedef {{}} Booking_Field_AddressInputs */
/** @typedef {{}} Booking_Field_Address_HintInputs */
/** @typedef {{}} Booking_Field_CompanyInputs */
/** @typedef {{}} Booking_Field_Contact_PersonInputs */
/** @typedef {{}} Booking_Field_Delivery_NotesInputs */
/** @typedef {{}} Booking_Field_DescriptionInputs */
/** @typedef {{}} Booking_Field_Edi_TypeInputs */
/** @typedef {{}} Booking_Field_Edi_Type_PlaceholderInputs */
/** @typedef {{}} Booking_Field_EmailInputs */
/** @typedef {{}} Booking_Field_Hs_CodeInputs */
/** @typedef {{}} Booking_Field_Hs_Code_PlaceholderInputs */
/** @typedef {{}} Booking_Field_IncotermInputs */
/** @typedef {{}} Booking_Field_Incoterm_HintInputs */
/** @typedef {{}} Booking_Field_OptionalInputs */
/** @typedef {{}} Booking_Field_PhoneInputs */
/** @typedef {{}} Booking_Field_Phone_PrefixInputs */
/** @typedef {{}} Booking_Field_Phone_Prefix_HintInputs */
/** @typedef {{}} Booking_Field_Pickup_FromInputs */
/** @typedef {{}} Booking_Field_Pickup_NotesInputs */
/** @typedef {{}} Booking_Field_Pickup_Notes_HintInputs */
/** @typedef {{}} Booking_Field_Pickup_UntilInputs */
/** @typedef {{}} Booking_Field_QuantityInputs */
/** @typedef {{}} Booking_Field_TrackInputs */
/** @typedef {{}} Booking_Field_Track_HintInputs */
/** @typedef {{}} Booking_Field_VolumeInputs */
/** @typedef {{}} Booking_Field_WeightInputs */
/** @typedef {{}} Booking_Flow_Before_Booking_AgainInputs */
/** @typedef {{}} Booking_Flow_Book_CurrentInputs */
/** @typedef {{}} Booking_Flow_BookedInputs */
/** @typedef {{ code: NonNullable<unknown> }} Booking_Flow_Booked_ShipmentInputs */
/** @typedef {{}} Booking_Flow_Check_TrackingInputs */
/** @typedef {{ agency: NonNullable<unknown> }} Booking_Flow_Check_Tracking_ForInputs */
/** @typedef {{}} Booking_Flow_Earlier_UnknownInputs */
/** @typedef {{ date: NonNullable<unknown> }} Booking_Flow_ExpiredInputs */
/** @typedef {{}} Booking_Flow_Not_MadeInputs */
/** @typedef {{ filled: NonNullable<unknown> }} Booking_Flow_PrefilledInputs */
/** @typedef {{}} Booking_Flow_Price_Not_GuaranteedInputs */
/** @typedef {{}} Booking_Flow_Rate_AgainInputs */
/** @typedef {{}} Booking_Flow_SendingInputs */
/** @typedef {{}} Booking_Flow_Unknown_CheckInputs */
/** @typedef {{ agency: NonNullable<unknown> }} Booking_Flow_Unknown_Check_WithInputs */
/** @typedef {{}} Booking_Flow_Unknown_Do_Not_BookInputs */
/** @typedef {{}} Booking_Flow_Unknown_SentInputs */
/** @typedef {{}} Booking_Flow_Unknown_WhatInputs */
/** @typedef {{}} Booking_Form_Choose_IncotermInputs */
/** @typedef {{}} Booking_Form_Choose_TimeInputs */
/** @typedef {{}} Booking_Form_LabelInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Booking_Form_Min_WindowInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Booking_Form_Need_AttentionInputs */
/** @typedef {{}} Booking_Form_NextInputs */
/** @typedef {{}} Booking_Form_No_IncotermInputs */
/** @typedef {{}} Booking_Form_ReviewInputs */
/** @typedef {{}} Booking_Form_Times_LoadingInputs */
/** @typedef {{}} Booking_Form_Times_NoneInputs */
/** @typedef {{}} Booking_Form_Times_OfferedInputs */
/** @typedef {{ reason: NonNullable<unknown> }} Booking_Form_Times_UnansweredInputs */
/** @typedef {{}} Booking_Go_To_QuotesInputs */
/** @typedef {{}} Booking_Hs_WarningInputs */
/** @typedef {{ where: NonNullable<unknown>, code: NonNullable<unknown>, warning: NonNullable<unknown> }} Booking_Hs_Warning_AtInputs */
/** @typedef {{ code: NonNullable<unknown>, warning: NonNullable<unknown> }} Booking_Hs_Warning_CodeInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Booking_List_CountInputs */
/** @typedef {{}} Booking_List_DescriptionInputs */
/** @typedef {{}} Booking_List_Empty_TextInputs */
/** @typedef {{}} Booking_List_Empty_TitleInputs */
/** @typedef {{}} Booking_List_Read_FailedInputs */
/** @typedef {{}} Booking_List_ReadingInputs */
/** @typedef {{}} Booking_List_TitleInputs */
/** @typedef {{ mode: NonNullable<unknown>, modes: NonNullable<unknown> }} Booking_Not_Bookable_ReasonInputs */
/** @typedef {{}} Booking_Open_ShipmentInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Booking_Prefill_Cargo_LinesInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Booking_Prefill_ContainersInputs */
/** @typedef {{}} Booking_Prefill_GoodsInputs */
/** @typedef {{}} Booking_Prefill_PlacesInputs */
/** @typedef {{}} Booking_Quote_Booked_AsInputs */
/** @typedef {{}} Booking_Quote_Booked_TitleInputs */
/** @typedef {{ modes: NonNullable<unknown> }} Booking_Quote_Books_OnlyInputs */
/** @typedef {{}} Booking_Quote_Kind_UnknownInputs */
/** @typedef {{}} Booking_Quote_Load_FailedInputs */
/** @typedef {{}} Booking_Quote_LoadingInputs */
/** @typedef {{}} Booking_Quote_Missing_TextInputs */
/** @typedef {{}} Booking_Quote_Missing_TitleInputs */
/** @typedef {{}} Booking_Quote_No_Longer_ListedInputs */
/** @typedef {{ mode: NonNullable<unknown> }} Booking_Quote_Not_BookableInputs */
/** @typedef {{}} Booking_Quote_Open_From_QuotesInputs */
/** @typedef {{}} Booking_Quote_Unknown_TypeInputs */
/** @typedef {{}} Booking_Rate_ShipmentInputs */
/** @typedef {{}} Booking_Review_BackInputs */
/** @typedef {{}} Booking_Review_BookInputs */
/** @typedef {{}} Booking_Review_BookingInputs */
/** @typedef {{}} Booking_Review_Cargo_LineInputs */
/** @typedef {{}} Booking_Review_Cargo_LinesInputs */
/** @typedef {{ mode: NonNullable<unknown> }} Booking_Review_IntroInputs */
/** @typedef {{}} Booking_Review_Look_TwiceInputs */
/** @typedef {{}} Booking_Review_Needs_ServiceInputs */
/** @typedef {{}} Booking_Review_NoInputs */
/** @typedef {{}} Booking_Review_TitleInputs */
/** @typedef {{}} Booking_Review_YesInputs */
/** @typedef {{ label: NonNullable<unknown> }} Booking_Rule_EmailInputs */
/** @typedef {{ label: NonNullable<unknown>, codes: NonNullable<unknown> }} Booking_Rule_Incoterm_CodeInputs */
/** @typedef {{ label: NonNullable<unknown> }} Booking_Rule_Incoterm_RequiredInputs */
/** @typedef {{ label: NonNullable<unknown> }} Booking_Rule_More_Than_ZeroInputs */
/** @typedef {{}} Booking_Rule_No_CargosInputs */
/** @typedef {{}} Booking_Rule_No_Container_CargoInputs */
/** @typedef {{}} Booking_Rule_No_ContainersInputs */
/** @typedef {{ label: NonNullable<unknown> }} Booking_Rule_No_PlusInputs */
/** @typedef {{}} Booking_Rule_Quote_RequiredInputs */
/** @typedef {{ label: NonNullable<unknown> }} Booking_Rule_RequiredInputs */
/** @typedef {{ label: NonNullable<unknown> }} Booking_Rule_TimeInputs */
/** @typedef {{ label: NonNullable<unknown>, earlier: NonNullable<unknown> }} Booking_Rule_Time_OrderInputs */
/** @typedef {{}} Booking_Saved_QuotesInputs */
/** @typedef {{}} Booking_Section_CargosInputs */
/** @typedef {{}} Booking_Section_Cargos_DescriptionInputs */
/** @typedef {{}} Booking_Section_ContainersInputs */
/** @typedef {{}} Booking_Section_Containers_DescriptionInputs */
/** @typedef {{}} Booking_Section_DestinationInputs */
/** @typedef {{}} Booking_Section_Destination_DescriptionInputs */
/** @typedef {{}} Booking_Section_OriginInputs */
/** @typedef {{}} Booking_Section_Origin_DescriptionInputs */
/** @typedef {{}} Booking_Section_PickupInputs */
/** @typedef {{}} Booking_Section_Pickup_DescriptionInputs */
/** @typedef {{}} Booking_Section_TermsInputs */
/** @typedef {{}} Booking_Section_Terms_DescriptionInputs */
/** @typedef {{}} Booking_Success_Book_AnotherInputs */
/** @typedef {{}} Booking_Success_Booking_CodeInputs */
/** @typedef {{ mode: NonNullable<unknown> }} Booking_Success_LeadInputs */
/** @typedef {{ mode: NonNullable<unknown>, agency: NonNullable<unknown> }} Booking_Success_Lead_WithInputs */
/** @typedef {{}} Booking_Success_Not_GivenInputs */
/** @typedef {{}} Booking_Success_Shipment_CodeInputs */
/** @typedef {{}} Booking_Success_TitleInputs */
/** @typedef {{}} Booking_Success_Tracking_CodeInputs */
/** @typedef {{}} Booking_Success_Unsafe_LinkInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Booking_Summary_DaysInputs */
/** @typedef {{}} Booking_Summary_DeliveryInputs */
/** @typedef {{}} Booking_Summary_ExpiredInputs */
/** @typedef {{}} Booking_Summary_ExpiresInputs */
/** @typedef {{}} Booking_Summary_No_CarrierInputs */
/** @typedef {{}} Booking_Summary_No_ExpiryInputs */
/** @typedef {{}} Booking_Summary_PickupInputs */
/** @typedef {{}} Booking_Summary_PriceInputs */
/** @typedef {{}} Booking_Summary_Price_Not_GivenInputs */
/** @typedef {{}} Booking_Summary_QuoteInputs */
/** @typedef {{}} Booking_Summary_Saved_QuoteInputs */
/** @typedef {{}} Booking_Summary_TransitInputs */
/** @typedef {{}} CancelInputs */
/** @typedef {{ count: NonNullable<unknown> }} Change_Counted_AddedInputs */
/** @typedef {{ count: NonNullable<unknown> }} Change_Counted_CustomsInputs */
/** @typedef {{ count: NonNullable<unknown> }} Change_Counted_Delivery_DateInputs */
/** @typedef {{ count: NonNullable<unknown> }} Change_Counted_Documents_ChangedInputs */
/** @typedef {{ count: NonNullable<unknown> }} Change_Counted_Documents_UploadedInputs */
/** @typedef {{ count: NonNullable<unknown> }} Change_Counted_Documents_ValidatedInputs */
/** @typedef {{ count: NonNullable<unknown> }} Change_Counted_Free_Time_PastInputs */
/** @typedef {{ count: NonNullable<unknown> }} Change_Counted_Free_Time_SoonInputs */
/** @typedef {{ count: NonNullable<unknown> }} Change_Counted_MessagesInputs */
/** @typedef {{ count: NonNullable<unknown> }} Change_Counted_Pickup_DateInputs */
/** @typedef {{ count: NonNullable<unknown>, status: NonNullable<unknown> }} Change_Counted_StatusInputs */
/** @typedef {{ count: NonNullable<unknown> }} Change_Counted_UnlistedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Change_Document_No_Longer_UploadedInputs */
/** @typedef {{ name: NonNullable<unknown>, status: NonNullable<unknown> }} Change_Document_StatusInputs */
/** @typedef {{ name: NonNullable<unknown>, was: NonNullable<unknown> }} Change_Document_Status_RemovedInputs */
/** @typedef {{}} Change_Document_UnnamedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Change_Document_UploadedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Change_Document_ValidatedInputs */
/** @typedef {{}} Change_Free_TimeInputs */
/** @typedef {{ name: NonNullable<unknown>, day: NonNullable<unknown> }} Change_Free_Time_PastInputs */
/** @typedef {{ name: NonNullable<unknown>, stop: NonNullable<unknown>, day: NonNullable<unknown> }} Change_Free_Time_Past_UnreportedInputs */
/** @typedef {{ name: NonNullable<unknown>, day: NonNullable<unknown> }} Change_Free_Time_SoonInputs */
/** @typedef {{ name: NonNullable<unknown>, stop: NonNullable<unknown>, day: NonNullable<unknown> }} Change_Free_Time_Soon_UnreportedInputs */
/** @typedef {{}} Change_Kind_AddedInputs */
/** @typedef {{}} Change_Kind_Added_HintInputs */
/** @typedef {{}} Change_Kind_CustomsInputs */
/** @typedef {{}} Change_Kind_Customs_HintInputs */
/** @typedef {{}} Change_Kind_Delivery_DateInputs */
/** @typedef {{}} Change_Kind_Delivery_Date_HintInputs */
/** @typedef {{}} Change_Kind_DocumentsInputs */
/** @typedef {{}} Change_Kind_Documents_HintInputs */
/** @typedef {{}} Change_Kind_Free_TimeInputs */
/** @typedef {{}} Change_Kind_Free_Time_HintInputs */
/** @typedef {{}} Change_Kind_MessagesInputs */
/** @typedef {{}} Change_Kind_Messages_HintInputs */
/** @typedef {{}} Change_Kind_Pickup_DateInputs */
/** @typedef {{}} Change_Kind_Pickup_Date_HintInputs */
/** @typedef {{}} Change_Kind_StatusInputs */
/** @typedef {{}} Change_Kind_Status_HintInputs */
/** @typedef {{}} Change_Kind_UnlistedInputs */
/** @typedef {{}} Change_Kind_Unlisted_HintInputs */
/** @typedef {{}} Change_Stop_DischargeInputs */
/** @typedef {{}} Change_Stop_Empty_ReturnInputs */
/** @typedef {{}} Change_Stop_ReleaseInputs */
/** @typedef {{}} Choose_FilesInputs */
/** @typedef {{}} Choose_NoneInputs */
/** @typedef {{}} Company_Choose_LogoInputs */
/** @typedef {{}} Company_DescriptionInputs */
/** @typedef {{}} Company_LogoInputs */
/** @typedef {{ file: NonNullable<unknown> }} Company_Logo_AltInputs */
/** @typedef {{ file: NonNullable<unknown>, width: NonNullable<unknown>, height: NonNullable<unknown>, size: NonNullable<unknown> }} Company_Logo_FactsInputs */
/** @typedef {{ size: NonNullable<unknown> }} Company_Logo_LimitsInputs */
/** @typedef {{}} Company_NameInputs */
/** @typedef {{}} Company_Name_HintInputs */
/** @typedef {{}} Company_Name_Save_FailedInputs */
/** @typedef {{}} Company_No_LogoInputs */
/** @typedef {{}} Company_Remove_LogoInputs */
/** @typedef {{}} Company_Replace_LogoInputs */
/** @typedef {{}} Company_Save_NameInputs */
/** @typedef {{}} Company_TitleInputs */
/** @typedef {{}} Connection_CheckingInputs */
/** @typedef {{}} Copy_DoneInputs */
/** @typedef {{}} Copy_FailedInputs */
/** @typedef {{ what: NonNullable<unknown> }} Copy_WhatInputs */
/** @typedef {{}} Date_Day_LettersInputs */
/** @typedef {{}} Date_Month_LettersInputs */
/** @typedef {{}} Date_Year_LettersInputs */
/** @typedef {{}} DismissInputs */
/** @typedef {{ name: NonNullable<unknown> }} Documents_About_ForInputs */
/** @typedef {{ name: NonNullable<unknown> }} Documents_About_OfInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Documents_Announce_FailedInputs */
/** @typedef {{ parts: NonNullable<unknown> }} Documents_Announce_FinishedInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Documents_Announce_UnknownInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Documents_Announce_UploadedInputs */
/** @typedef {{}} Documents_Choose_DocumentInputs */
/** @typedef {{}} Documents_Choose_Document_PlaceholderInputs */
/** @typedef {{}} Documents_Choose_FilesInputs */
/** @typedef {{ files: NonNullable<unknown> }} Documents_Choose_ForInputs */
/** @typedef {{}} Documents_ClearInputs */
/** @typedef {{}} Documents_Clear_FinishedInputs */
/** @typedef {{}} Documents_DownloadInputs */
/** @typedef {{ limit: NonNullable<unknown> }} Documents_Drop_HintInputs */
/** @typedef {{ shipment: NonNullable<unknown> }} Documents_Drop_PanelInputs */
/** @typedef {{ name: NonNullable<unknown> }} Documents_Drop_RowInputs */
/** @typedef {{}} Documents_Empty_TextInputs */
/** @typedef {{}} Documents_Empty_TitleInputs */
/** @typedef {{}} Documents_File_Not_HereInputs */
/** @typedef {{ name: NonNullable<unknown> }} Documents_File_Save_CancelledInputs */
/** @typedef {{ name: NonNullable<unknown> }} Documents_File_Save_FailedInputs */
/** @typedef {{ shipment: NonNullable<unknown> }} Documents_Load_FailedInputs */
/** @typedef {{}} Documents_LoadingInputs */
/** @typedef {{ shipment: NonNullable<unknown> }} Documents_None_TextInputs */
/** @typedef {{}} Documents_None_TitleInputs */
/** @typedef {{}} Documents_Not_UploadedInputs */
/** @typedef {{}} Documents_Offline_ActionInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown>, reason: NonNullable<unknown> }} Documents_Offline_AnnounceInputs */
/** @typedef {{}} Documents_OptionalInputs */
/** @typedef {{ ids: NonNullable<unknown>, shipment: NonNullable<unknown> }} Documents_Other_Shipment_ErrorInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown>, ids: NonNullable<unknown> }} Documents_Other_Shipment_NoteInputs */
/** @typedef {{}} Documents_Panel_DescriptionInputs */
/** @typedef {{ shipment: NonNullable<unknown> }} Documents_Panel_TitleInputs */
/** @typedef {{}} Documents_Phase_DoneInputs */
/** @typedef {{}} Documents_Phase_FailedInputs */
/** @typedef {{}} Documents_Phase_ReadingInputs */
/** @typedef {{}} Documents_Phase_ReadyInputs */
/** @typedef {{}} Documents_Phase_RefusedInputs */
/** @typedef {{}} Documents_Phase_SendingInputs */
/** @typedef {{}} Documents_Phase_UnknownInputs */
/** @typedef {{}} Documents_Phase_WaitingInputs */
/** @typedef {{}} Documents_Picker_Caption_RecentInputs */
/** @typedef {{ searched: NonNullable<unknown> }} Documents_Picker_Caption_SearchInputs */
/** @typedef {{}} Documents_Picker_ChangeInputs */
/** @typedef {{}} Documents_Picker_Code_LabelInputs */
/** @typedef {{}} Documents_Picker_Code_PlaceholderInputs */
/** @typedef {{}} Documents_Picker_Col_ActionsInputs */
/** @typedef {{}} Documents_Picker_Col_PickupInputs */
/** @typedef {{}} Documents_Picker_Col_RouteInputs */
/** @typedef {{}} Documents_Picker_Col_ShipmentInputs */
/** @typedef {{}} Documents_Picker_Col_TypeInputs */
/** @typedef {{}} Documents_Picker_DescriptionInputs */
/** @typedef {{}} Documents_Picker_FindInputs */
/** @typedef {{ code: NonNullable<unknown> }} Documents_Picker_KeepInputs */
/** @typedef {{}} Documents_Picker_List_FailedInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Documents_Picker_ListedInputs */
/** @typedef {{}} Documents_Picker_Loading_RecentInputs */
/** @typedef {{ searched: NonNullable<unknown> }} Documents_Picker_Looking_ForInputs */
/** @typedef {{}} Documents_Picker_Looking_UpInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown>, searched: NonNullable<unknown> }} Documents_Picker_MatchingInputs */
/** @typedef {{}} Documents_Picker_Most_RecentInputs */
/** @typedef {{ searched: NonNullable<unknown> }} Documents_Picker_No_MatchInputs */
/** @typedef {{}} Documents_Picker_NoneInputs */
/** @typedef {{}} Documents_Picker_None_TextInputs */
/** @typedef {{}} Documents_Picker_Open_TrackingInputs */
/** @typedef {{}} Documents_Picker_ShowInputs */
/** @typedef {{}} Documents_Picker_TitleInputs */
/** @typedef {{ uploaded: NonNullable<unknown>, required: NonNullable<unknown> }} Documents_Progress_CountInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Documents_Progress_TextInputs */
/** @typedef {{ text: NonNullable<unknown> }} Documents_QuotedInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Documents_Ready_AnnounceInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Documents_Refused_AnnounceInputs */
/** @typedef {{}} Documents_ReloadInputs */
/** @typedef {{}} Documents_Reload_ChecklistInputs */
/** @typedef {{}} Documents_RequiredInputs */
/** @typedef {{ file: NonNullable<unknown> }} Documents_Staged_AsInputs */
/** @typedef {{}} Documents_Staged_OfflineInputs */
/** @typedef {{}} Documents_Staged_TextInputs */
/** @typedef {{}} Documents_Staged_TitleInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Documents_Summary_BusyInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Documents_Summary_DoneInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Documents_Summary_FailedInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Documents_Summary_ReadyInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Documents_Summary_RefusedInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Documents_Summary_UnknownInputs */
/** @typedef {{ shipment: NonNullable<unknown> }} Documents_Table_CaptionInputs */
/** @typedef {{}} Documents_Table_Col_ActionsInputs */
/** @typedef {{}} Documents_Table_Col_DocumentInputs */
/** @typedef {{}} Documents_Table_Col_ObservationsInputs */
/** @typedef {{}} Documents_Table_Col_StatusInputs */
/** @typedef {{ name: NonNullable<unknown> }} Documents_Target_OptionalInputs */
/** @typedef {{ name: NonNullable<unknown> }} Documents_Target_Optional_UploadedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Documents_Target_RequiredInputs */
/** @typedef {{ name: NonNullable<unknown> }} Documents_Target_Required_UploadedInputs */
/** @typedef {{}} Documents_TemplateInputs */
/** @typedef {{ name: NonNullable<unknown>, extension: NonNullable<unknown> }} Documents_Template_FileInputs */
/** @typedef {{ name: NonNullable<unknown> }} Documents_Template_Save_CancelledInputs */
/** @typedef {{ name: NonNullable<unknown> }} Documents_Template_Save_FailedInputs */
/** @typedef {{}} Documents_The_DocumentInputs */
/** @typedef {{}} Documents_This_ShipmentInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Documents_Unknown_ManyInputs */
/** @typedef {{ file: NonNullable<unknown> }} Documents_Unknown_OneInputs */
/** @typedef {{}} Documents_Unknown_TextInputs */
/** @typedef {{}} Documents_UnnamedInputs */
/** @typedef {{}} Documents_UploadInputs */
/** @typedef {{}} Documents_Upload_AgainInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Documents_Upload_FilesInputs */
/** @typedef {{ mib: NonNullable<unknown> }} Documents_Upload_LimitInputs */
/** @typedef {{}} Documents_Upload_Not_AcceptedInputs */
/** @typedef {{}} Documents_Upload_Unknown_ReasonInputs */
/** @typedef {{ when: NonNullable<unknown> }} Documents_Uploaded_AtInputs */
/** @typedef {{ file: NonNullable<unknown>, document: NonNullable<unknown> }} Documents_Uploading_AsInputs */
/** @typedef {{}} Documents_Uploads_TitleInputs */
/** @typedef {{}} Draft_DiscardInputs */
/** @typedef {{}} Draft_Restored_FromInputs */
/** @typedef {{}} Draft_SavedInputs */
/** @typedef {{}} EditInputs */
/** @typedef {{}} Empty_State_KeptInputs */
/** @typedef {{}} Error_Retries_ItselfInputs */
/** @typedef {{}} Export_AgencyInputs */
/** @typedef {{}} Export_CodeInputs */
/** @typedef {{}} Export_CurrencyInputs */
/** @typedef {{}} Export_Currency_Not_StatedInputs */
/** @typedef {{}} Export_DeliveryInputs */
/** @typedef {{}} Export_DestinationInputs */
/** @typedef {{}} Export_Free_Time_ChargedInputs */
/** @typedef {{}} Export_Free_Time_CurrencyInputs */
/** @typedef {{}} Export_Last_Free_DayInputs */
/** @typedef {{}} Export_Not_KnownInputs */
/** @typedef {{}} Export_OriginInputs */
/** @typedef {{}} Export_PickupInputs */
/** @typedef {{}} Export_PriceInputs */
/** @typedef {{}} Export_StatusInputs */
/** @typedef {{ host: NonNullable<unknown> }} Failure_Address_UnreachableInputs */
/** @typedef {{}} Failure_Ask_AccessInputs */
/** @typedef {{ op: NonNullable<unknown>, seconds: NonNullable<unknown> }} Failure_Body_TimeoutInputs */
/** @typedef {{ op: NonNullable<unknown> }} Failure_BrokeInputs */
/** @typedef {{ count: NonNullable<unknown>, op: NonNullable<unknown> }} Failure_Broke_AttemptsInputs */
/** @typedef {{ op: NonNullable<unknown> }} Failure_Broke_UnknownInputs */
/** @typedef {{ op: NonNullable<unknown> }} Failure_CancelledInputs */
/** @typedef {{}} Failure_Check_Base_UrlInputs */
/** @typedef {{}} Failure_Check_ConnectionInputs */
/** @typedef {{ op: NonNullable<unknown> }} Failure_ClosedInputs */
/** @typedef {{ host: NonNullable<unknown>, seconds: NonNullable<unknown> }} Failure_Connect_TimeoutInputs */
/** @typedef {{ host: NonNullable<unknown> }} Failure_Connection_RefusedInputs */
/** @typedef {{ op: NonNullable<unknown> }} Failure_ForbiddenInputs */
/** @typedef {{ op: NonNullable<unknown>, seconds: NonNullable<unknown> }} Failure_Headers_TimeoutInputs */
/** @typedef {{}} Failure_Input_InvalidInputs */
/** @typedef {{}} Failure_InternalInputs */
/** @typedef {{ message: NonNullable<unknown> }} Failure_It_SaidInputs */
/** @typedef {{ count: NonNullable<unknown> }} Failure_More_ProblemsInputs */
/** @typedef {{ host: NonNullable<unknown>, op: NonNullable<unknown> }} Failure_No_Such_AddressInputs */
/** @typedef {{ op: NonNullable<unknown> }} Failure_Not_FoundInputs */
/** @typedef {{}} Failure_Not_Found_ChangedInputs */
/** @typedef {{}} Failure_Not_Found_Check_IdInputs */
/** @typedef {{ op: NonNullable<unknown>, problem: NonNullable<unknown> }} Failure_Not_Sent_ParameterInputs */
/** @typedef {{ op: NonNullable<unknown>, problem: NonNullable<unknown> }} Failure_Not_Sent_RequestInputs */
/** @typedef {{ op: NonNullable<unknown>, message: NonNullable<unknown> }} Failure_RefusedInputs */
/** @typedef {{ op: NonNullable<unknown> }} Failure_Refused_No_ReasonInputs */
/** @typedef {{ op: NonNullable<unknown>, reason: NonNullable<unknown> }} Failure_Rejected_ReasonInputs */
/** @typedef {{ op: NonNullable<unknown>, status: NonNullable<unknown> }} Failure_Rejected_StatusInputs */
/** @typedef {{}} Failure_Report_If_AgainInputs */
/** @typedef {{ op: NonNullable<unknown> }} Failure_Request_TimeoutInputs */
/** @typedef {{ op: NonNullable<unknown>, status: NonNullable<unknown> }} Failure_ServerInputs */
/** @typedef {{ count: NonNullable<unknown>, op: NonNullable<unknown>, status: NonNullable<unknown> }} Failure_Server_AttemptsInputs */
/** @typedef {{ op: NonNullable<unknown>, status: NonNullable<unknown> }} Failure_Server_ReportedInputs */
/** @typedef {{ op: NonNullable<unknown>, limit: NonNullable<unknown> }} Failure_Too_LargeInputs */
/** @typedef {{ op: NonNullable<unknown>, status: NonNullable<unknown>, limit: NonNullable<unknown> }} Failure_Too_Large_RefusedInputs */
/** @typedef {{ op: NonNullable<unknown>, limit: NonNullable<unknown> }} Failure_Too_Large_UnknownInputs */
/** @typedef {{ op: NonNullable<unknown> }} Failure_Too_Many_RequestsInputs */
/** @typedef {{ op: NonNullable<unknown>, seconds: NonNullable<unknown> }} Failure_Too_Many_Requests_WaitInputs */
/** @typedef {{ seconds: NonNullable<unknown> }} Failure_Try_AfterInputs */
/** @typedef {{}} Failure_Try_LaterInputs */
/** @typedef {{ op: NonNullable<unknown> }} Failure_UnauthorizedInputs */
/** @typedef {{ op: NonNullable<unknown>, status: NonNullable<unknown> }} Failure_Unexpected_StatusInputs */
/** @typedef {{ channel: NonNullable<unknown> }} Failure_Unknown_ChannelInputs */
/** @typedef {{ check: NonNullable<unknown> }} Failure_Unknown_OutcomeInputs */
/** @typedef {{ op: NonNullable<unknown>, problem: NonNullable<unknown> }} Failure_UnreadableInputs */
/** @typedef {{ op: NonNullable<unknown>, problem: NonNullable<unknown> }} Failure_Unreadable_AcceptedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Keychain_No_CredentialsInputs */
/** @typedef {{ name: NonNullable<unknown>, kept: NonNullable<unknown>, origin: NonNullable<unknown> }} Keychain_Other_OriginInputs */
/** @typedef {{}} Keychain_UnavailableInputs */
/** @typedef {{}} LoadingInputs */
/** @typedef {{}} Logs_DescriptionInputs */
/** @typedef {{}} Logs_Show_FailedInputs */
/** @typedef {{}} Logs_TitleInputs */
/** @typedef {{}} Lookups_Airports_Col_IataInputs */
/** @typedef {{}} Lookups_Airports_Could_NotInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown>, searched: NonNullable<unknown> }} Lookups_Airports_CountInputs */
/** @typedef {{}} Lookups_Airports_DescriptionInputs */
/** @typedef {{}} Lookups_Airports_Empty_TextInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown>, searched: NonNullable<unknown> }} Lookups_Airports_FoundInputs */
/** @typedef {{}} Lookups_Airports_Idle_TextInputs */
/** @typedef {{}} Lookups_Airports_Idle_TitleInputs */
/** @typedef {{}} Lookups_Airports_LabelInputs */
/** @typedef {{ searched: NonNullable<unknown> }} Lookups_Airports_NoneInputs */
/** @typedef {{}} Lookups_Airports_PlaceholderInputs */
/** @typedef {{}} Lookups_Airports_Search_FailedInputs */
/** @typedef {{ searched: NonNullable<unknown> }} Lookups_Airports_SearchingInputs */
/** @typedef {{}} Lookups_Airports_TitleInputs */
/** @typedef {{}} Lookups_Airports_Too_ShortInputs */
/** @typedef {{ title: NonNullable<unknown>, searched: NonNullable<unknown> }} Lookups_CaptionInputs */
/** @typedef {{}} Lookups_Col_CityInputs */
/** @typedef {{}} Lookups_Col_CodeInputs */
/** @typedef {{}} Lookups_Col_CoordinatesInputs */
/** @typedef {{}} Lookups_Col_CountryInputs */
/** @typedef {{}} Lookups_Col_NameInputs */
/** @typedef {{}} Lookups_Col_SizeInputs */
/** @typedef {{}} Lookups_Col_TypeInputs */
/** @typedef {{}} Lookups_Containers_Col_ReeferInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Lookups_Containers_CountInputs */
/** @typedef {{}} Lookups_Containers_DescriptionInputs */
/** @typedef {{}} Lookups_Containers_FailedInputs */
/** @typedef {{}} Lookups_Containers_LoadingInputs */
/** @typedef {{}} Lookups_Containers_NoneInputs */
/** @typedef {{ size: NonNullable<unknown> }} Lookups_Containers_Size_FtInputs */
/** @typedef {{}} Lookups_Containers_TitleInputs */
/** @typedef {{}} Lookups_EastInputs */
/** @typedef {{}} Lookups_List_Empty_TextInputs */
/** @typedef {{}} Lookups_NoInputs */
/** @typedef {{}} Lookups_NorthInputs */
/** @typedef {{}} Lookups_Pallets_Col_SizeInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Lookups_Pallets_CountInputs */
/** @typedef {{}} Lookups_Pallets_DescriptionInputs */
/** @typedef {{}} Lookups_Pallets_FailedInputs */
/** @typedef {{}} Lookups_Pallets_Height_Not_FixedInputs */
/** @typedef {{}} Lookups_Pallets_LoadingInputs */
/** @typedef {{}} Lookups_Pallets_NoneInputs */
/** @typedef {{}} Lookups_Pallets_Per_ShipmentInputs */
/** @typedef {{}} Lookups_Pallets_TitleInputs */
/** @typedef {{}} Lookups_Ports_Col_RkstInputs */
/** @typedef {{}} Lookups_Ports_Col_UnlocodeInputs */
/** @typedef {{}} Lookups_Ports_Could_NotInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown>, searched: NonNullable<unknown> }} Lookups_Ports_CountInputs */
/** @typedef {{}} Lookups_Ports_DescriptionInputs */
/** @typedef {{}} Lookups_Ports_Empty_TextInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown>, searched: NonNullable<unknown> }} Lookups_Ports_FoundInputs */
/** @typedef {{}} Lookups_Ports_Idle_TextInputs */
/** @typedef {{}} Lookups_Ports_Idle_TitleInputs */
/** @typedef {{}} Lookups_Ports_LabelInputs */
/** @typedef {{ searched: NonNullable<unknown> }} Lookups_Ports_NoneInputs */
/** @typedef {{}} Lookups_Ports_PlaceholderInputs */
/** @typedef {{}} Lookups_Ports_Search_FailedInputs */
/** @typedef {{ searched: NonNullable<unknown> }} Lookups_Ports_SearchingInputs */
/** @typedef {{}} Lookups_Ports_TitleInputs */
/** @typedef {{}} Lookups_Ports_Too_ShortInputs */
/** @typedef {{}} Lookups_Postal_Col_CodeInputs */
/** @typedef {{}} Lookups_Postal_Col_RegionInputs */
/** @typedef {{}} Lookups_Postal_Could_NotInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown>, searched: NonNullable<unknown> }} Lookups_Postal_CountInputs */
/** @typedef {{}} Lookups_Postal_CountryInputs */
/** @typedef {{}} Lookups_Postal_DescriptionInputs */
/** @typedef {{}} Lookups_Postal_Empty_TextInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown>, searched: NonNullable<unknown> }} Lookups_Postal_FoundInputs */
/** @typedef {{}} Lookups_Postal_Idle_TextInputs */
/** @typedef {{}} Lookups_Postal_Idle_TitleInputs */
/** @typedef {{}} Lookups_Postal_LabelInputs */
/** @typedef {{ searched: NonNullable<unknown> }} Lookups_Postal_NoneInputs */
/** @typedef {{}} Lookups_Postal_PlaceholderInputs */
/** @typedef {{}} Lookups_Postal_Search_FailedInputs */
/** @typedef {{ searched: NonNullable<unknown> }} Lookups_Postal_SearchingInputs */
/** @typedef {{}} Lookups_Postal_TitleInputs */
/** @typedef {{}} Lookups_Postal_Too_ShortInputs */
/** @typedef {{ text: NonNullable<unknown> }} Lookups_QuotedInputs */
/** @typedef {{}} Lookups_ReloadInputs */
/** @typedef {{}} Lookups_SearchInputs */
/** @typedef {{}} Lookups_SouthInputs */
/** @typedef {{}} Lookups_WestInputs */
/** @typedef {{}} Lookups_YesInputs */
/** @typedef {{ path: NonNullable<unknown>, detail: NonNullable<unknown> }} Main_Durable_Write_Not_FlushedInputs */
/** @typedef {{}} Main_Json_File_EmptyInputs */
/** @typedef {{ detail: NonNullable<unknown> }} Main_Json_File_Not_JsonInputs */
/** @typedef {{ path: NonNullable<unknown>, reason: NonNullable<unknown>, keptAs: NonNullable<unknown> }} Main_Json_File_Set_AsideInputs */
/** @typedef {{ problem: NonNullable<unknown> }} Main_Json_File_UnexpectedInputs */
/** @typedef {{}} Main_Json_File_Unexpected_ContentInputs */
/** @typedef {{ name: NonNullable<unknown> }} Main_Logo_Not_ImageInputs */
/** @typedef {{ name: NonNullable<unknown>, size: NonNullable<unknown>, limit: NonNullable<unknown> }} Main_Logo_Too_LargeInputs */
/** @typedef {{ name: NonNullable<unknown> }} Main_Logo_UnreadableInputs */
/** @typedef {{}} Main_Profile_Api_Key_RequiredInputs */
/** @typedef {{}} Main_Profile_Api_Secret_RequiredInputs */
/** @typedef {{}} Main_Profile_Key_And_SecretInputs */
/** @typedef {{}} Main_Profile_Key_And_Secret_FieldInputs */
/** @typedef {{ name: NonNullable<unknown>, id: NonNullable<unknown>, detail: NonNullable<unknown> }} Main_Profile_Keychain_Not_RestoredInputs */
/** @typedef {{ name: NonNullable<unknown> }} Main_Profile_Name_TakenInputs */
/** @typedef {{}} Main_Profile_Name_Taken_FieldInputs */
/** @typedef {{}} Main_Profile_New_Needs_KeyInputs */
/** @typedef {{}} Main_Profile_Sandbox_UnchangeableInputs */
/** @typedef {{}} Main_Profile_Sandbox_UnremovableInputs */
/** @typedef {{ id: NonNullable<unknown> }} Main_Profile_UnknownInputs */
/** @typedef {{}} Main_Settings_Company_Name_MaxInputs */
/** @typedef {{}} Main_Settings_LanguageInputs */
/** @typedef {{ path: NonNullable<unknown>, why: NonNullable<unknown> }} Main_Settings_Not_SavedInputs */
/** @typedef {{}} Main_Settings_Notification_SwitchInputs */
/** @typedef {{}} Main_Settings_Pdf_ChargesInputs */
/** @typedef {{}} Main_Settings_Pdf_Name_CarrierInputs */
/** @typedef {{}} Main_Settings_Pdf_Terms_MaxInputs */
/** @typedef {{}} Main_Settings_Sync_MaxInputs */
/** @typedef {{}} Main_Settings_Sync_MinInputs */
/** @typedef {{}} Main_Settings_Sync_WholeInputs */
/** @typedef {{}} Main_Settings_ThemeInputs */
/** @typedef {{ name: NonNullable<unknown> }} Main_Upload_EmptyInputs */
/** @typedef {{ name: NonNullable<unknown>, size: NonNullable<unknown>, limit: NonNullable<unknown>, bytes: NonNullable<unknown> }} Main_Upload_Too_LargeInputs */
/** @typedef {{ name: NonNullable<unknown>, allowed: NonNullable<unknown> }} Main_Upload_Type_RefusedInputs */
/** @typedef {{ app: NonNullable<unknown> }} Menu_AboutInputs */
/** @typedef {{}} Menu_Actual_SizeInputs */
/** @typedef {{}} Menu_Bring_All_To_FrontInputs */
/** @typedef {{}} Menu_Close_WindowInputs */
/** @typedef {{}} Menu_CopyInputs */
/** @typedef {{}} Menu_CutInputs */
/** @typedef {{}} Menu_EditInputs */
/** @typedef {{}} Menu_ExitInputs */
/** @typedef {{}} Menu_FileInputs */
/** @typedef {{}} Menu_Full_ScreenInputs */
/** @typedef {{}} Menu_GoInputs */
/** @typedef {{}} Menu_HelpInputs */
/** @typedef {{ app: NonNullable<unknown> }} Menu_HideInputs */
/** @typedef {{}} Menu_Hide_OthersInputs */
/** @typedef {{}} Menu_MinimizeInputs */
/** @typedef {{}} Menu_PasteInputs */
/** @typedef {{ app: NonNullable<unknown> }} Menu_QuitInputs */
/** @typedef {{}} Menu_RedoInputs */
/** @typedef {{}} Menu_Select_AllInputs */
/** @typedef {{}} Menu_ServicesInputs */
/** @typedef {{}} Menu_Show_AllInputs */
/** @typedef {{}} Menu_Show_LogsInputs */
/** @typedef {{}} Menu_UndoInputs */
/** @typedef {{}} Menu_ViewInputs */
/** @typedef {{}} Menu_WindowInputs */
/** @typedef {{}} Menu_ZoomInputs */
/** @typedef {{}} Menu_Zoom_InInputs */
/** @typedef {{}} Menu_Zoom_OutInputs */
/** @typedef {{}} Nav_Group_ReferenceInputs */
/** @typedef {{}} Nav_Group_WorkInputs */
/** @typedef {{}} Nav_MainInputs */
/** @typedef {{}} No_Bridge_BodyInputs */
/** @typedef {{}} No_Bridge_TitleInputs */
/** @typedef {{}} Notice_AddedInputs */
/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Notice_CustomsInputs */
/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Notice_Eta_MovedInputs */
/** @typedef {{ count: NonNullable<unknown> }} Notice_MessagesInputs */
/** @typedef {{ count: NonNullable<unknown>, latest: NonNullable<unknown> }} Notice_Messages_LatestInputs */
/** @typedef {{}} Notice_NoneInputs */
/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Notice_Pickup_MovedInputs */
/** @typedef {{ code: NonNullable<unknown> }} Notice_ShipmentInputs */
/** @typedef {{ count: NonNullable<unknown> }} Notice_Shipments_ChangedInputs */
/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Notice_StatusInputs */
/** @typedef {{}} Notice_UnlistedInputs */
/** @typedef {{ title: NonNullable<unknown> }} Notices_Dismiss_OneInputs */
/** @typedef {{}} Notices_Dismiss_TitleInputs */
/** @typedef {{}} Notices_HintInputs */
/** @typedef {{}} Notices_LabelInputs */
/** @typedef {{}} Notifications_DescriptionInputs */
/** @typedef {{}} Notifications_Notify_AboutInputs */
/** @typedef {{}} Notifications_Read_FailedInputs */
/** @typedef {{}} Notifications_Save_FailedInputs */
/** @typedef {{}} Offline_Keeps_TryingInputs */
/** @typedef {{ when: NonNullable<unknown> }} Offline_Last_AnsweredInputs */
/** @typedef {{}} Offline_Never_AnsweredInputs */
/** @typedef {{}} Offline_TitleInputs */
/** @typedef {{}} Offline_What_WorksInputs */
/** @typedef {{}} Op_Auth_TokenInputs */
/** @typedef {{}} Op_Booking_BoxesInputs */
/** @typedef {{}} Op_Booking_PalletsInputs */
/** @typedef {{}} Op_Booking_Sea_FclInputs */
/** @typedef {{}} Op_Booking_Sea_LclInputs */
/** @typedef {{}} Op_Check_DocumentsInputs */
/** @typedef {{}} Op_Check_QuotesInputs */
/** @typedef {{}} Op_Check_Service_RecordsInputs */
/** @typedef {{}} Op_Check_Shipment_DetailInputs */
/** @typedef {{}} Op_Check_Shipment_ListInputs */
/** @typedef {{}} Op_Check_TariffsInputs */
/** @typedef {{}} Op_Documents_DownloadInputs */
/** @typedef {{}} Op_Documents_ListInputs */
/** @typedef {{}} Op_Documents_UploadInputs */
/** @typedef {{}} Op_Lookup_AirportsInputs */
/** @typedef {{}} Op_Lookup_ContainersInputs */
/** @typedef {{}} Op_Lookup_Pallet_TypesInputs */
/** @typedef {{}} Op_Lookup_PortsInputs */
/** @typedef {{}} Op_Lookup_Postal_CodesInputs */
/** @typedef {{}} Op_Pickup_TimesInputs */
/** @typedef {{}} Op_Quotes_DeleteInputs */
/** @typedef {{}} Op_Quotes_ListInputs */
/** @typedef {{}} Op_Quotes_SaveInputs */
/** @typedef {{}} Op_Rates_AirInputs */
/** @typedef {{}} Op_Rates_BoxesInputs */
/** @typedef {{}} Op_Rates_PalletsInputs */
/** @typedef {{}} Op_Rates_Sea_FclInputs */
/** @typedef {{}} Op_Rates_Sea_LclInputs */
/** @typedef {{}} Op_Sign_InInputs */
/** @typedef {{}} Op_Tariffs_ReportInputs */
/** @typedef {{}} Op_Tariffs_UploadInputs */
/** @typedef {{}} Op_Tracking_DetailInputs */
/** @typedef {{}} Op_Tracking_MessagesInputs */
/** @typedef {{}} Op_Tracking_ShipmentsInputs */
/** @typedef {{}} Op_Tracking_SwitchInputs */
/** @typedef {{}} Open_SettingsInputs */
/** @typedef {{ what: NonNullable<unknown> }} Outcome_UnknownInputs */
/** @typedef {{}} Palette_CommandsInputs */
/** @typedef {{}} Palette_Input_LabelInputs */
/** @typedef {{}} Palette_Input_PlaceholderInputs */
/** @typedef {{}} Palette_KeysInputs */
/** @typedef {{}} Palette_LabelInputs */
/** @typedef {{ typed: NonNullable<unknown> }} Palette_Nothing_MatchesInputs */
/** @typedef {{}} Palette_Profile_SandboxInputs */
/** @typedef {{}} Palette_Profile_ServiceInputs */
/** @typedef {{}} Palette_Profile_WordsInputs */
/** @typedef {{ mode: NonNullable<unknown> }} Palette_Rate_DetailInputs */
/** @typedef {{ mode: NonNullable<unknown> }} Palette_Rate_LabelInputs */
/** @typedef {{}} Palette_Rate_WordsInputs */
/** @typedef {{}} Palette_Screen_WordsInputs */
/** @typedef {{}} Palette_SearchingInputs */
/** @typedef {{}} Palette_Section_Go_ToInputs */
/** @typedef {{}} Palette_Section_ProfilesInputs */
/** @typedef {{}} Palette_Section_RateInputs */
/** @typedef {{}} Palette_Section_ShipmentsInputs */
/** @typedef {{ code: NonNullable<unknown> }} Palette_ShipmentInputs */
/** @typedef {{ name: NonNullable<unknown> }} Palette_Switch_ToInputs */
/** @typedef {{}} Pdf_Air_FreightInputs */
/** @typedef {{}} Pdf_All_In_NoteInputs */
/** @typedef {{}} Pdf_As_QuotedInputs */
/** @typedef {{}} Pdf_CarrierInputs */
/** @typedef {{}} Pdf_Carrier_NotesInputs */
/** @typedef {{}} Pdf_ChargeInputs */
/** @typedef {{}} Pdf_Chargeable_WeightInputs */
/** @typedef {{ currency: NonNullable<unknown> }} Pdf_Charges_InInputs */
/** @typedef {{}} Pdf_Col_AmountInputs */
/** @typedef {{}} Pdf_Col_BasisInputs */
/** @typedef {{}} Pdf_Col_ChargeInputs */
/** @typedef {{}} Pdf_Col_ContainerInputs */
/** @typedef {{}} Pdf_Col_Counted_FromInputs */
/** @typedef {{}} Pdf_Col_Free_DaysInputs */
/** @typedef {{}} Pdf_Col_Free_TimeInputs */
/** @typedef {{}} Pdf_Col_PenaltyInputs */
/** @typedef {{}} Pdf_Col_Per_DayInputs */
/** @typedef {{ count: NonNullable<unknown> }} Pdf_Count_BoxesInputs */
/** @typedef {{ count: NonNullable<unknown> }} Pdf_Count_Cargo_LinesInputs */
/** @typedef {{ count: NonNullable<unknown> }} Pdf_Count_ContainersInputs */
/** @typedef {{ count: NonNullable<unknown> }} Pdf_Count_PalletsInputs */
/** @typedef {{ count: NonNullable<unknown> }} Pdf_Count_PiecesInputs */
/** @typedef {{ count: NonNullable<unknown> }} Pdf_DaysInputs */
/** @typedef {{}} Pdf_DeliveryInputs */
/** @typedef {{ kind: NonNullable<unknown> }} Pdf_Every_Charge_IncludedInputs */
/** @typedef {{}} Pdf_FlightsInputs */
/** @typedef {{}} Pdf_Free_TimeInputs */
/** @typedef {{}} Pdf_FromInputs */
/** @typedef {{ quote: NonNullable<unknown> }} Pdf_Give_Quote_NumberInputs */
/** @typedef {{}} Pdf_GoodsInputs */
/** @typedef {{}} Pdf_IncludedInputs */
/** @typedef {{ date: NonNullable<unknown> }} Pdf_IssuedInputs */
/** @typedef {{}} Pdf_Mode_AirInputs */
/** @typedef {{}} Pdf_Mode_BoxesInputs */
/** @typedef {{}} Pdf_Mode_PalletsInputs */
/** @typedef {{}} Pdf_Mode_Sea_FclInputs */
/** @typedef {{}} Pdf_Mode_Sea_LclInputs */
/** @typedef {{}} Pdf_No_ExpiryInputs */
/** @typedef {{}} Pdf_NotesInputs */
/** @typedef {{}} Pdf_On_RequestInputs */
/** @typedef {{}} Pdf_PickupInputs */
/** @typedef {{}} Pdf_Pre_BookingInputs */
/** @typedef {{}} Pdf_Price_Includes_AllInputs */
/** @typedef {{}} Pdf_QuotationInputs */
/** @typedef {{}} Pdf_Quote_LabelInputs */
/** @typedef {{}} Pdf_Ref_LabelInputs */
/** @typedef {{ reference: NonNullable<unknown> }} Pdf_ReferenceInputs */
/** @typedef {{}} Pdf_SailingInputs */
/** @typedef {{}} Pdf_Saved_QuoteInputs */
/** @typedef {{}} Pdf_SurchargeInputs */
/** @typedef {{ percent: NonNullable<unknown> }} Pdf_Tax_IncludedInputs */
/** @typedef {{ carrier: NonNullable<unknown> }} Pdf_TermsInputs */
/** @typedef {{ carrier: NonNullable<unknown>, date: NonNullable<unknown> }} Pdf_Terms_ValidInputs */
/** @typedef {{}} Pdf_ToInputs */
/** @typedef {{}} Pdf_Total_All_InInputs */
/** @typedef {{}} Pdf_Total_Of_QuoteInputs */
/** @typedef {{}} Pdf_Total_PriceInputs */
/** @typedef {{}} Pdf_Total_Price_And_SurchargesInputs */
/** @typedef {{}} Pdf_Total_Sum_Of_ChargesInputs */
/** @typedef {{}} Pdf_TransitInputs */
/** @typedef {{}} Pdf_Unnamed_CurrencyInputs */
/** @typedef {{ date: NonNullable<unknown> }} Pdf_Valid_UntilInputs */
/** @typedef {{}} Pdf_VesselInputs */
/** @typedef {{}} Pdf_ViaInputs */
/** @typedef {{}} PenaltyInputs */
/** @typedef {{}} Pricing_Amount_ProblemInputs */
/** @typedef {{}} Pricing_ChangeInputs */
/** @typedef {{}} Pricing_Col_ActionsInputs */
/** @typedef {{ margin: NonNullable<unknown> }} Pricing_Csv_Bad_MarginInputs */
/** @typedef {{ name: NonNullable<unknown> }} Pricing_Csv_Column_TwiceInputs */
/** @typedef {{}} Pricing_Csv_EmptyInputs */
/** @typedef {{ fields: NonNullable<unknown>, header: NonNullable<unknown> }} Pricing_Csv_Extra_FieldsInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Pricing_Csv_More_ProblemsInputs */
/** @typedef {{}} Pricing_Csv_Name_EmptyInputs */
/** @typedef {{ name: NonNullable<unknown>, line: NonNullable<unknown> }} Pricing_Csv_Name_RepeatedInputs */
/** @typedef {{}} Pricing_Csv_No_CustomerInputs */
/** @typedef {{}} Pricing_Csv_No_Name_ColumnInputs */
/** @typedef {{}} Pricing_Csv_Quote_OpenInputs */
/** @typedef {{ column: NonNullable<unknown>, max: NonNullable<unknown> }} Pricing_Csv_Too_LongInputs */
/** @typedef {{ name: NonNullable<unknown>, columns: NonNullable<unknown> }} Pricing_Csv_Unknown_ColumnInputs */
/** @typedef {{}} Pricing_Customer_AddInputs */
/** @typedef {{}} Pricing_Customer_ContactInputs */
/** @typedef {{}} Pricing_Customer_Contact_PlaceholderInputs */
/** @typedef {{}} Pricing_Customer_Currency_NoteInputs */
/** @typedef {{}} Pricing_Customer_Currency_Note_HintInputs */
/** @typedef {{}} Pricing_Customer_Currency_Note_PlaceholderInputs */
/** @typedef {{}} Pricing_Customer_Default_MarginInputs */
/** @typedef {{}} Pricing_Customer_Default_Margin_HintInputs */
/** @typedef {{}} Pricing_Customer_Default_Margin_PlaceholderInputs */
/** @typedef {{ name: NonNullable<unknown> }} Pricing_Customer_Default_RuleInputs */
/** @typedef {{ name: NonNullable<unknown> }} Pricing_Customer_Form_ChangeInputs */
/** @typedef {{}} Pricing_Customer_Form_NewInputs */
/** @typedef {{}} Pricing_Customer_LanguageInputs */
/** @typedef {{}} Pricing_Customer_Language_PlaceholderInputs */
/** @typedef {{}} Pricing_Customer_NameInputs */
/** @typedef {{}} Pricing_Customer_NotesInputs */
/** @typedef {{}} Pricing_Customer_SaveInputs */
/** @typedef {{}} Pricing_Customer_Save_FailedInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Pricing_Customers_AddedInputs */
/** @typedef {{}} Pricing_Customers_Col_Currency_NoteInputs */
/** @typedef {{}} Pricing_Customers_Col_CustomerInputs */
/** @typedef {{}} Pricing_Customers_Col_Default_MarginInputs */
/** @typedef {{}} Pricing_Customers_Col_LanguageInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Pricing_Customers_CountInputs */
/** @typedef {{ columns: NonNullable<unknown> }} Pricing_Customers_Csv_HintInputs */
/** @typedef {{ name: NonNullable<unknown> }} Pricing_Customers_Delete_BodyInputs */
/** @typedef {{}} Pricing_Customers_Delete_ConfirmInputs */
/** @typedef {{ name: NonNullable<unknown> }} Pricing_Customers_Delete_FailedInputs */
/** @typedef {{}} Pricing_Customers_Delete_TitleInputs */
/** @typedef {{}} Pricing_Customers_DescriptionInputs */
/** @typedef {{}} Pricing_Customers_EmptyInputs */
/** @typedef {{}} Pricing_Customers_ImportInputs */
/** @typedef {{ file: NonNullable<unknown>, message: NonNullable<unknown> }} Pricing_Customers_Import_FailedInputs */
/** @typedef {{ line: NonNullable<unknown>, problem: NonNullable<unknown> }} Pricing_Customers_Import_LineInputs */
/** @typedef {{ file: NonNullable<unknown>, added: NonNullable<unknown>, updated: NonNullable<unknown> }} Pricing_Customers_ImportedInputs */
/** @typedef {{}} Pricing_Customers_NewInputs */
/** @typedef {{}} Pricing_Customers_No_MatchInputs */
/** @typedef {{}} Pricing_Customers_Read_FailedInputs */
/** @typedef {{}} Pricing_Customers_SearchInputs */
/** @typedef {{}} Pricing_Customers_Search_PlaceholderInputs */
/** @typedef {{}} Pricing_Customers_TitleInputs */
/** @typedef {{ file: NonNullable<unknown> }} Pricing_Customers_Too_LargeInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Pricing_Customers_UpdatedInputs */
/** @typedef {{}} Pricing_DeleteInputs */
/** @typedef {{}} Pricing_Field_Adds_NothingInputs */
/** @typedef {{}} Pricing_Field_Amount_Below_ZeroInputs */
/** @typedef {{}} Pricing_Field_Amount_Too_HighInputs */
/** @typedef {{}} Pricing_Field_Amount_WholeInputs */
/** @typedef {{}} Pricing_Field_Amounts_Need_CurrencyInputs */
/** @typedef {{}} Pricing_Field_CountryInputs */
/** @typedef {{ max: NonNullable<unknown> }} Pricing_Field_Csv_Too_LargeInputs */
/** @typedef {{}} Pricing_Field_CurrencyInputs */
/** @typedef {{ what: NonNullable<unknown> }} Pricing_Field_DateInputs */
/** @typedef {{}} Pricing_Field_Exchange_Above_ZeroInputs */
/** @typedef {{}} Pricing_Field_Exchange_Two_CurrenciesInputs */
/** @typedef {{}} Pricing_Field_Margin_Amount_Below_ZeroInputs */
/** @typedef {{}} Pricing_Field_Margin_Below_ZeroInputs */
/** @typedef {{}} Pricing_Field_Margin_Too_HighInputs */
/** @typedef {{}} Pricing_Field_Name_RequiredInputs */
/** @typedef {{ currency: NonNullable<unknown> }} Pricing_Field_No_DecimalsInputs */
/** @typedef {{ what: NonNullable<unknown> }} Pricing_Field_Not_TextInputs */
/** @typedef {{}} Pricing_Field_Per_Container_Needs_FclInputs */
/** @typedef {{}} Pricing_Field_Percent_WholeInputs */
/** @typedef {{}} Pricing_Field_PortInputs */
/** @typedef {{}} Pricing_Field_Rule_Needs_NameInputs */
/** @typedef {{}} Pricing_Field_Safe_AmountInputs */
/** @typedef {{}} Pricing_Field_The_CarrierInputs */
/** @typedef {{}} Pricing_Field_The_ContactInputs */
/** @typedef {{}} Pricing_Field_The_Currency_NoteInputs */
/** @typedef {{}} Pricing_Field_The_LanguageInputs */
/** @typedef {{}} Pricing_Field_The_NameInputs */
/** @typedef {{}} Pricing_Field_The_NotesInputs */
/** @typedef {{}} Pricing_Field_The_SearchInputs */
/** @typedef {{ what: NonNullable<unknown>, max: NonNullable<unknown> }} Pricing_Field_Too_LongInputs */
/** @typedef {{}} Pricing_Level_CarrierInputs */
/** @typedef {{}} Pricing_Level_CustomerInputs */
/** @typedef {{}} Pricing_Level_DeskInputs */
/** @typedef {{}} Pricing_Level_Lane_CountryInputs */
/** @typedef {{}} Pricing_Level_Lane_PortInputs */
/** @typedef {{}} Pricing_Level_ModeInputs */
/** @typedef {{}} Pricing_Main_Chosen_Customer_GoneInputs */
/** @typedef {{}} Pricing_Main_Customer_GoneInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown>, names: NonNullable<unknown> }} Pricing_Main_Customer_Has_RulesInputs */
/** @typedef {{ name: NonNullable<unknown> }} Pricing_Main_Customer_TakenInputs */
/** @typedef {{ name: NonNullable<unknown> }} Pricing_Main_Customer_Taken_FieldInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Pricing_Main_Import_RefusedInputs */
/** @typedef {{}} Pricing_Main_Pick_CustomerInputs */
/** @typedef {{}} Pricing_Main_Quote_Not_PricedInputs */
/** @typedef {{}} Pricing_Main_Quote_Sell_UnknownInputs */
/** @typedef {{ name: NonNullable<unknown> }} Pricing_Main_Quoted_NameInputs */
/** @typedef {{ rate: NonNullable<unknown> }} Pricing_Main_Rate_GoneInputs */
/** @typedef {{}} Pricing_Main_Rule_Customer_GoneInputs */
/** @typedef {{}} Pricing_Main_Rule_GoneInputs */
/** @typedef {{}} Pricing_Main_Sell_ChangedInputs */
/** @typedef {{ why: NonNullable<unknown> }} Pricing_Main_Sell_Not_KeptInputs */
/** @typedef {{}} Pricing_Main_Sell_UnknownInputs */
/** @typedef {{}} Pricing_Pdf_By_ChargeInputs */
/** @typedef {{}} Pricing_Pdf_DescriptionInputs */
/** @typedef {{}} Pricing_Pdf_Name_CarrierInputs */
/** @typedef {{}} Pricing_Pdf_Name_Carrier_HintInputs */
/** @typedef {{}} Pricing_Pdf_One_LineInputs */
/** @typedef {{}} Pricing_Pdf_PriceInputs */
/** @typedef {{}} Pricing_Pdf_SaveInputs */
/** @typedef {{}} Pricing_Pdf_Save_FailedInputs */
/** @typedef {{}} Pricing_Pdf_TermsInputs */
/** @typedef {{}} Pricing_Pdf_Terms_HintInputs */
/** @typedef {{}} Pricing_Pdf_TitleInputs */
/** @typedef {{ percent: NonNullable<unknown> }} Pricing_PercentInputs */
/** @typedef {{}} Pricing_Percentage_ProblemInputs */
/** @typedef {{}} Pricing_Report_All_CustomersInputs */
/** @typedef {{}} Pricing_Report_By_HandInputs */
/** @typedef {{}} Pricing_Report_CancelledInputs */
/** @typedef {{ currency: NonNullable<unknown> }} Pricing_Report_Col_BuyInputs */
/** @typedef {{}} Pricing_Report_Col_CarrierInputs */
/** @typedef {{}} Pricing_Report_Col_CustomerInputs */
/** @typedef {{}} Pricing_Report_Col_FromInputs */
/** @typedef {{ currency: NonNullable<unknown> }} Pricing_Report_Col_MarginInputs */
/** @typedef {{}} Pricing_Report_Col_ModeInputs */
/** @typedef {{}} Pricing_Report_Col_QuoteInputs */
/** @typedef {{}} Pricing_Report_Col_QuotesInputs */
/** @typedef {{}} Pricing_Report_Col_RuleInputs */
/** @typedef {{}} Pricing_Report_Col_SavedInputs */
/** @typedef {{ currency: NonNullable<unknown> }} Pricing_Report_Col_SellInputs */
/** @typedef {{}} Pricing_Report_Col_ToInputs */
/** @typedef {{}} Pricing_Report_Col_Valid_UntilInputs */
/** @typedef {{}} Pricing_Report_CustomerInputs */
/** @typedef {{}} Pricing_Report_DescriptionInputs */
/** @typedef {{}} Pricing_Report_Each_QuoteInputs */
/** @typedef {{}} Pricing_Report_Export_CsvInputs */
/** @typedef {{}} Pricing_Report_Export_XlsxInputs */
/** @typedef {{}} Pricing_Report_FailedInputs */
/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Pricing_Report_File_CustomersInputs */
/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Pricing_Report_File_QuotesInputs */
/** @typedef {{}} Pricing_Report_FromInputs */
/** @typedef {{}} Pricing_Report_LinesInputs */
/** @typedef {{}} Pricing_Report_No_CurrencyInputs */
/** @typedef {{}} Pricing_Report_No_CustomerInputs */
/** @typedef {{}} Pricing_Report_No_RuleInputs */
/** @typedef {{}} Pricing_Report_Per_CustomerInputs */
/** @typedef {{}} Pricing_Report_Period_ProblemInputs */
/** @typedef {{ name: NonNullable<unknown>, level: NonNullable<unknown> }} Pricing_Report_Rule_LevelInputs */
/** @typedef {{}} Pricing_Report_Sheet_CustomersInputs */
/** @typedef {{}} Pricing_Report_Sheet_QuotesInputs */
/** @typedef {{}} Pricing_Report_TitleInputs */
/** @typedef {{}} Pricing_Report_ToInputs */
/** @typedef {{}} Pricing_Rule_AddInputs */
/** @typedef {{}} Pricing_Rule_Any_CarrierInputs */
/** @typedef {{}} Pricing_Rule_Any_CustomerInputs */
/** @typedef {{}} Pricing_Rule_Any_ModeInputs */
/** @typedef {{}} Pricing_Rule_CarrierInputs */
/** @typedef {{}} Pricing_Rule_Carrier_HintInputs */
/** @typedef {{}} Pricing_Rule_CountedInputs */
/** @typedef {{}} Pricing_Rule_CurrencyInputs */
/** @typedef {{}} Pricing_Rule_Currency_HintInputs */
/** @typedef {{}} Pricing_Rule_CustomerInputs */
/** @typedef {{}} Pricing_Rule_Destination_CountryInputs */
/** @typedef {{}} Pricing_Rule_Destination_Country_PlaceholderInputs */
/** @typedef {{}} Pricing_Rule_Destination_PortInputs */
/** @typedef {{}} Pricing_Rule_Destination_Port_PlaceholderInputs */
/** @typedef {{}} Pricing_Rule_FixedInputs */
/** @typedef {{}} Pricing_Rule_Fixed_PlaceholderInputs */
/** @typedef {{}} Pricing_Rule_ForInputs */
/** @typedef {{ name: NonNullable<unknown> }} Pricing_Rule_Form_ChangeInputs */
/** @typedef {{}} Pricing_Rule_Form_NewInputs */
/** @typedef {{}} Pricing_Rule_MarginInputs */
/** @typedef {{}} Pricing_Rule_MinimumInputs */
/** @typedef {{}} Pricing_Rule_Minimum_PlaceholderInputs */
/** @typedef {{}} Pricing_Rule_ModeInputs */
/** @typedef {{}} Pricing_Rule_NameInputs */
/** @typedef {{}} Pricing_Rule_Name_PlaceholderInputs */
/** @typedef {{}} Pricing_Rule_Origin_CountryInputs */
/** @typedef {{}} Pricing_Rule_Origin_Country_PlaceholderInputs */
/** @typedef {{}} Pricing_Rule_Origin_PortInputs */
/** @typedef {{}} Pricing_Rule_Origin_Port_PlaceholderInputs */
/** @typedef {{}} Pricing_Rule_Per_ContainerInputs */
/** @typedef {{}} Pricing_Rule_Per_KgInputs */
/** @typedef {{}} Pricing_Rule_Per_ShipmentInputs */
/** @typedef {{}} Pricing_Rule_PercentInputs */
/** @typedef {{}} Pricing_Rule_Percent_PlaceholderInputs */
/** @typedef {{}} Pricing_Rule_Port_HintInputs */
/** @typedef {{}} Pricing_Rule_SaveInputs */
/** @typedef {{}} Pricing_Rule_Save_FailedInputs */
/** @typedef {{}} Pricing_Rules_Col_ForInputs */
/** @typedef {{}} Pricing_Rules_Col_MarginInputs */
/** @typedef {{}} Pricing_Rules_Col_RuleInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Pricing_Rules_CountInputs */
/** @typedef {{ name: NonNullable<unknown> }} Pricing_Rules_Delete_BodyInputs */
/** @typedef {{}} Pricing_Rules_Delete_ConfirmInputs */
/** @typedef {{}} Pricing_Rules_Delete_FailedInputs */
/** @typedef {{}} Pricing_Rules_Delete_TitleInputs */
/** @typedef {{}} Pricing_Rules_DescriptionInputs */
/** @typedef {{}} Pricing_Rules_EmptyInputs */
/** @typedef {{ level: NonNullable<unknown> }} Pricing_Rules_Level_NoteInputs */
/** @typedef {{}} Pricing_Rules_NewInputs */
/** @typedef {{}} Pricing_Rules_Read_FailedInputs */
/** @typedef {{}} Pricing_Rules_TitleInputs */
/** @typedef {{}} Pricing_Scope_AnyInputs */
/** @typedef {{ id: NonNullable<unknown> }} Pricing_Scope_Deleted_CustomerInputs */
/** @typedef {{}} Pricing_Scope_Every_RateInputs */
/** @typedef {{ terms: NonNullable<unknown>, minimum: NonNullable<unknown> }} Pricing_Terms_At_LeastInputs */
/** @typedef {{}} Pricing_Terms_NothingInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Pricing_Terms_Per_ContainerInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Pricing_Terms_Per_KgInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Pricing_Terms_Per_ShipmentInputs */
/** @typedef {{}} Pricing_Unknown_An_Unknown_CurrencyInputs */
/** @typedef {{ first: NonNullable<unknown>, second: NonNullable<unknown> }} Pricing_Unknown_Currency_JoinInputs */
/** @typedef {{ rule: NonNullable<unknown>, theirs: NonNullable<unknown> }} Pricing_Unknown_Needs_ExchangeInputs */
/** @typedef {{ currency: NonNullable<unknown> }} Pricing_Unknown_No_Amount_InInputs */
/** @typedef {{}} Pricing_Unknown_No_BuyInputs */
/** @typedef {{}} Pricing_Unknown_No_ContainersInputs */
/** @typedef {{}} Pricing_Unknown_No_WeightInputs */
/** @typedef {{}} Pricing_Unknown_Rule_No_CurrencyInputs */
/** @typedef {{}} Pricing_Unknown_That_CurrencyInputs */
/** @typedef {{ name: NonNullable<unknown>, level: NonNullable<unknown>, count: NonNullable<unknown> }} Pricing_Why_Most_SpecificInputs */
/** @typedef {{}} Pricing_Why_No_RuleInputs */
/** @typedef {{ names: NonNullable<unknown> }} Pricing_Why_OlderInputs */
/** @typedef {{ name: NonNullable<unknown>, level: NonNullable<unknown> }} Pricing_Why_OnlyInputs */
/** @typedef {{ names: NonNullable<unknown> }} Pricing_Why_WrittenInputs */
/** @typedef {{}} Profile_Form_Add_DescriptionInputs */
/** @typedef {{}} Profile_Form_Add_TitleInputs */
/** @typedef {{}} Profile_Form_Api_KeyInputs */
/** @typedef {{}} Profile_Form_Api_SecretInputs */
/** @typedef {{}} Profile_Form_Base_UrlInputs */
/** @typedef {{}} Profile_Form_Base_Url_HintInputs */
/** @typedef {{}} Profile_Form_Base_Url_PlaceholderInputs */
/** @typedef {{}} Profile_Form_Edit_DescriptionInputs */
/** @typedef {{ name: NonNullable<unknown> }} Profile_Form_Edit_TitleInputs */
/** @typedef {{}} Profile_Form_Keep_KeyInputs */
/** @typedef {{}} Profile_Form_Keep_SecretInputs */
/** @typedef {{}} Profile_Form_NameInputs */
/** @typedef {{}} Profile_Form_Name_HintInputs */
/** @typedef {{ typed: NonNullable<unknown>, saved: NonNullable<unknown> }} Profile_Form_New_Server_BodyInputs */
/** @typedef {{}} Profile_Form_New_Server_TitleInputs */
/** @typedef {{}} Profile_Form_Not_SavedInputs */
/** @typedef {{}} Profile_Form_Required_New_ServerInputs */
/** @typedef {{}} Profile_Form_SaveInputs */
/** @typedef {{ name: NonNullable<unknown> }} Profile_Form_SavedInputs */
/** @typedef {{}} Profile_Form_Secret_HintInputs */
/** @typedef {{}} Profiles_ActiveInputs */
/** @typedef {{}} Profiles_Base_Url_SaidInputs */
/** @typedef {{}} Profiles_CaptionInputs */
/** @typedef {{}} Profiles_Col_ActionsInputs */
/** @typedef {{}} Profiles_Col_CredentialsInputs */
/** @typedef {{}} Profiles_Col_ProfileInputs */
/** @typedef {{}} Profiles_Demo_CredentialsInputs */
/** @typedef {{}} Profiles_DescriptionInputs */
/** @typedef {{}} Profiles_EditingInputs */
/** @typedef {{}} Profiles_LoadingInputs */
/** @typedef {{}} Profiles_Not_StoredInputs */
/** @typedef {{}} Profiles_Read_FailedInputs */
/** @typedef {{}} Profiles_Remove_BodyInputs */
/** @typedef {{}} Profiles_Remove_Body_ActiveInputs */
/** @typedef {{}} Profiles_Remove_ConfirmInputs */
/** @typedef {{ name: NonNullable<unknown> }} Profiles_Remove_FailedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Profiles_Remove_TitleInputs */
/** @typedef {{}} Profiles_Stored_KeychainInputs */
/** @typedef {{ name: NonNullable<unknown> }} Profiles_Switch_FailedInputs */
/** @typedef {{}} Profiles_TitleInputs */
/** @typedef {{}} Profiles_UseInputs */
/** @typedef {{}} Progress_In_ProgressInputs */
/** @typedef {{}} Quote_PdfInputs */
/** @typedef {{}} Quotes_As_QuotedInputs */
/** @typedef {{}} Quotes_BookInputs */
/** @typedef {{}} Quotes_BuyInputs */
/** @typedef {{}} Quotes_Col_ActionsInputs */
/** @typedef {{}} Quotes_Col_CarrierInputs */
/** @typedef {{}} Quotes_Col_DeliveryInputs */
/** @typedef {{}} Quotes_Col_PriceInputs */
/** @typedef {{}} Quotes_Col_TransitInputs */
/** @typedef {{}} Quotes_Col_ValidInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Quotes_CountInputs */
/** @typedef {{}} Quotes_DeleteInputs */
/** @typedef {{ quote: NonNullable<unknown> }} Quotes_Delete_BodyInputs */
/** @typedef {{}} Quotes_Delete_ConfirmInputs */
/** @typedef {{}} Quotes_Delete_FailedInputs */
/** @typedef {{}} Quotes_Delete_TitleInputs */
/** @typedef {{ quote: NonNullable<unknown> }} Quotes_Delete_Unknown_BodyInputs */
/** @typedef {{}} Quotes_Delete_Unknown_WhatInputs */
/** @typedef {{ carrier: NonNullable<unknown> }} Quotes_DeletedInputs */
/** @typedef {{}} Quotes_DescriptionInputs */
/** @typedef {{}} Quotes_Description_ColInputs */
/** @typedef {{ customer: NonNullable<unknown> }} Quotes_For_CustomerInputs */
/** @typedef {{}} Quotes_Go_RatingInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Quotes_Hide_SurchargesInputs */
/** @typedef {{}} Quotes_Load_FailedInputs */
/** @typedef {{}} Quotes_LoadingInputs */
/** @typedef {{}} Quotes_Needs_ServiceInputs */
/** @typedef {{}} Quotes_No_CustomerInputs */
/** @typedef {{}} Quotes_No_RuleInputs */
/** @typedef {{}} Quotes_None_BodyInputs */
/** @typedef {{}} Quotes_None_TitleInputs */
/** @typedef {{}} Quotes_Not_Bookable_ExpiredInputs */
/** @typedef {{ mode: NonNullable<unknown> }} Quotes_Not_Bookable_ModeInputs */
/** @typedef {{}} Quotes_Not_Bookable_No_TypeInputs */
/** @typedef {{}} Quotes_Not_ConfirmedInputs */
/** @typedef {{}} Quotes_Not_PricedInputs */
/** @typedef {{}} Quotes_Not_Sold_HereInputs */
/** @typedef {{}} Quotes_Pdf_CancelledInputs */
/** @typedef {{}} Quotes_Pdf_FailedInputs */
/** @typedef {{}} Quotes_Pdf_LanguageInputs */
/** @typedef {{ language: NonNullable<unknown> }} Quotes_Pdf_Language_CustomerInputs */
/** @typedef {{ language: NonNullable<unknown> }} Quotes_Pdf_Language_DeskInputs */
/** @typedef {{ language: NonNullable<unknown> }} Quotes_Pdf_Language_EachInputs */
/** @typedef {{ date: NonNullable<unknown> }} Quotes_Pickup_OnInputs */
/** @typedef {{}} Quotes_Plus_MarginInputs */
/** @typedef {{}} Quotes_ReloadInputs */
/** @typedef {{}} Quotes_Reload_SavedInputs */
/** @typedef {{}} Quotes_Set_By_HandInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Quotes_Show_SurchargesInputs */
/** @typedef {{}} Quotes_SurchargeInputs */
/** @typedef {{ carrier: NonNullable<unknown> }} Quotes_Surcharges_OfInputs */
/** @typedef {{}} Quotes_TaxInputs */
/** @typedef {{}} Quotes_The_CarrierInputs */
/** @typedef {{}} Quotes_TitleInputs */
/** @typedef {{}} Quotes_Type_UnknownInputs */
/** @typedef {{}} Quotes_Unknown_CarrierInputs */
/** @typedef {{}} Quotes_Unknown_Carrier_LowerInputs */
/** @typedef {{ country: NonNullable<unknown> }} Rating_Address_By_HandInputs */
/** @typedef {{}} Rating_Address_HintInputs */
/** @typedef {{}} Rating_Address_NounInputs */
/** @typedef {{}} Rating_Address_PlaceholderInputs */
/** @typedef {{}} Rating_Address_Postal_CodeInputs */
/** @typedef {{}} Rating_Address_RegionInputs */
/** @typedef {{}} Rating_Address_SearchInputs */
/** @typedef {{}} Rating_Air_AircraftInputs */
/** @typedef {{}} Rating_Air_ArrivesInputs */
/** @typedef {{ weight: NonNullable<unknown> }} Rating_Air_Chargeable_WeightInputs */
/** @typedef {{}} Rating_Air_DepartsInputs */
/** @typedef {{}} Rating_Air_FlightInputs */
/** @typedef {{}} Rating_Air_FlightsInputs */
/** @typedef {{}} Rating_Air_FreightInputs */
/** @typedef {{}} Rating_Air_No_FlightsInputs */
/** @typedef {{}} Rating_All_In_Price_And_SurchargesInputs */
/** @typedef {{}} Rating_All_In_SurchargesInputs */
/** @typedef {{ message: NonNullable<unknown> }} Rating_Announce_Not_SavedInputs */
/** @typedef {{}} Rating_Announce_SavedInputs */
/** @typedef {{ number: NonNullable<unknown> }} Rating_Announce_Saved_AsInputs */
/** @typedef {{}} Rating_Announce_UnknownInputs */
/** @typedef {{}} Rating_BookInputs */
/** @typedef {{}} Rating_Book_TitleInputs */
/** @typedef {{}} Rating_Book_Unknown_TitleInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Rating_Carriers_CountInputs */
/** @typedef {{}} Rating_CheapestInputs */
/** @typedef {{}} Rating_Check_QuotesInputs */
/** @typedef {{}} Rating_CityInputs */
/** @typedef {{}} Rating_Col_ActionsInputs */
/** @typedef {{}} Rating_Col_BuyInputs */
/** @typedef {{}} Rating_Col_CarrierInputs */
/** @typedef {{}} Rating_Col_DeliveryInputs */
/** @typedef {{}} Rating_Col_SellInputs */
/** @typedef {{}} Rating_Col_TransitInputs */
/** @typedef {{}} Rating_Col_ValidInputs */
/** @typedef {{}} Rating_ContainerInputs */
/** @typedef {{}} Rating_CountryInputs */
/** @typedef {{}} Rating_Country_Group_By_HandInputs */
/** @typedef {{}} Rating_Country_Group_ListedInputs */
/** @typedef {{ currency: NonNullable<unknown> }} Rating_Csv_BuyInputs */
/** @typedef {{}} Rating_Csv_Buy_FromInputs */
/** @typedef {{}} Rating_Csv_CarrierInputs */
/** @typedef {{}} Rating_Csv_DeliveryInputs */
/** @typedef {{}} Rating_Csv_From_NoneInputs */
/** @typedef {{}} Rating_Csv_From_PriceInputs */
/** @typedef {{}} Rating_Csv_From_Price_And_SurchargesInputs */
/** @typedef {{}} Rating_Csv_From_SurchargesInputs */
/** @typedef {{ currency: NonNullable<unknown> }} Rating_Csv_MarginInputs */
/** @typedef {{}} Rating_Csv_Margin_RuleInputs */
/** @typedef {{}} Rating_Csv_PickupInputs */
/** @typedef {{}} Rating_Csv_PrebookingInputs */
/** @typedef {{}} Rating_Csv_Rate_IdInputs */
/** @typedef {{}} Rating_Csv_Rule_By_HandInputs */
/** @typedef {{}} Rating_Csv_Rule_NoneInputs */
/** @typedef {{ why: NonNullable<unknown> }} Rating_Csv_Rule_UnknownInputs */
/** @typedef {{ currency: NonNullable<unknown> }} Rating_Csv_SellInputs */
/** @typedef {{}} Rating_Csv_ServiceInputs */
/** @typedef {{}} Rating_Csv_Transit_DaysInputs */
/** @typedef {{}} Rating_Csv_Unknown_CurrencyInputs */
/** @typedef {{}} Rating_Csv_Valid_UntilInputs */
/** @typedef {{}} Rating_Day_UnitInputs */
/** @typedef {{}} Rating_Days_UnitInputs */
/** @typedef {{}} Rating_Delivery_AddressInputs */
/** @typedef {{}} Rating_DetailsInputs */
/** @typedef {{}} Rating_Details_FailedInputs */
/** @typedef {{}} Rating_Details_LoadingInputs */
/** @typedef {{}} Rating_End_AirportInputs */
/** @typedef {{}} Rating_End_Airport_NounInputs */
/** @typedef {{}} Rating_End_Airport_PlaceholderInputs */
/** @typedef {{ country: NonNullable<unknown> }} Rating_End_Airports_FirstInputs */
/** @typedef {{}} Rating_End_ArrivalInputs */
/** @typedef {{}} Rating_End_Delivery_Store_DoorInputs */
/** @typedef {{}} Rating_End_DepartureInputs */
/** @typedef {{}} Rating_End_DestinationInputs */
/** @typedef {{}} Rating_End_OriginInputs */
/** @typedef {{}} Rating_End_Pickup_Store_DoorInputs */
/** @typedef {{}} Rating_End_PortInputs */
/** @typedef {{}} Rating_End_Port_DischargeInputs */
/** @typedef {{}} Rating_End_Port_LoadingInputs */
/** @typedef {{}} Rating_End_Port_NounInputs */
/** @typedef {{}} Rating_End_Port_PlaceholderInputs */
/** @typedef {{}} Rating_End_RkstInputs */
/** @typedef {{}} Rating_End_ServiceInputs */
/** @typedef {{}} Rating_End_Service_CyInputs */
/** @typedef {{}} Rating_End_Service_Hint_DestinationInputs */
/** @typedef {{}} Rating_End_Service_Hint_OriginInputs */
/** @typedef {{}} Rating_End_Service_SdInputs */
/** @typedef {{}} Rating_End_UnlocodeInputs */
/** @typedef {{}} Rating_Expired_TitleInputs */
/** @typedef {{}} Rating_Export_CancelledInputs */
/** @typedef {{}} Rating_Export_CsvInputs */
/** @typedef {{}} Rating_Export_FailedInputs */
/** @typedef {{}} Rating_FastestInputs */
/** @typedef {{ count: NonNullable<unknown> }} Rating_Filter_All_CarriersInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Rating_Filter_All_ShownInputs */
/** @typedef {{}} Rating_Filter_Amount_InvalidInputs */
/** @typedef {{}} Rating_Filter_AnyInputs */
/** @typedef {{}} Rating_Filter_BasisInputs */
/** @typedef {{}} Rating_Filter_BuyInputs */
/** @typedef {{}} Rating_Filter_CarrierInputs */
/** @typedef {{}} Rating_Filter_ClearInputs */
/** @typedef {{}} Rating_Filter_Currencies_NoteInputs */
/** @typedef {{}} Rating_Filter_Days_InvalidInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Rating_Filter_HiddenInputs */
/** @typedef {{ shown: NonNullable<unknown>, total: NonNullable<unknown> }} Rating_Filter_Hidden_RestInputs */
/** @typedef {{ currency: NonNullable<unknown> }} Rating_Filter_Max_BuyInputs */
/** @typedef {{ currency: NonNullable<unknown> }} Rating_Filter_Max_SellInputs */
/** @typedef {{}} Rating_Filter_Max_TransitInputs */
/** @typedef {{}} Rating_Filter_Min_Above_MaxInputs */
/** @typedef {{ currency: NonNullable<unknown> }} Rating_Filter_Min_BuyInputs */
/** @typedef {{ currency: NonNullable<unknown> }} Rating_Filter_Min_SellInputs */
/** @typedef {{}} Rating_Filter_SellInputs */
/** @typedef {{ address: NonNullable<unknown> }} Rating_Form_Address_RequiredInputs */
/** @typedef {{}} Rating_Form_Arrival_AirportInputs */
/** @typedef {{}} Rating_Form_ClearInputs */
/** @typedef {{}} Rating_Form_CurrencyInputs */
/** @typedef {{}} Rating_Form_Currency_HintInputs */
/** @typedef {{}} Rating_Form_CustomsInputs */
/** @typedef {{}} Rating_Form_Customs_HintInputs */
/** @typedef {{}} Rating_Form_DangerousInputs */
/** @typedef {{}} Rating_Form_Dangerous_HintInputs */
/** @typedef {{}} Rating_Form_Departure_AirportInputs */
/** @typedef {{}} Rating_Form_Description_AddressInputs */
/** @typedef {{}} Rating_Form_Description_AirportInputs */
/** @typedef {{}} Rating_Form_Description_PortInputs */
/** @typedef {{}} Rating_Form_Get_RatesInputs */
/** @typedef {{}} Rating_Form_Goods_DescriptionInputs */
/** @typedef {{}} Rating_Form_Goods_Description_OptionalInputs */
/** @typedef {{}} Rating_Form_Goods_PlaceholderInputs */
/** @typedef {{}} Rating_Form_Goods_RequiredInputs */
/** @typedef {{}} Rating_Form_Goods_ValueInputs */
/** @typedef {{}} Rating_Form_Goods_Value_HintInputs */
/** @typedef {{}} Rating_Form_Goods_Value_InvalidInputs */
/** @typedef {{}} Rating_Form_Goods_Value_NegativeInputs */
/** @typedef {{}} Rating_Form_Goods_Value_OptionalInputs */
/** @typedef {{}} Rating_Form_Goods_Value_RequiredInputs */
/** @typedef {{}} Rating_Form_InsuranceInputs */
/** @typedef {{}} Rating_Form_Insurance_HintInputs */
/** @typedef {{ mode: NonNullable<unknown> }} Rating_Form_LabelInputs */
/** @typedef {{}} Rating_Form_Needs_ServiceInputs */
/** @typedef {{}} Rating_Form_No_CustomerInputs */
/** @typedef {{}} Rating_Form_Pickup_DateInputs */
/** @typedef {{ example: NonNullable<unknown> }} Rating_Form_Pickup_Date_InvalidInputs */
/** @typedef {{}} Rating_Form_Pickup_Date_PastInputs */
/** @typedef {{}} Rating_Form_Pickup_Date_RequiredInputs */
/** @typedef {{}} Rating_Form_Pickup_GoodsInputs */
/** @typedef {{ end: NonNullable<unknown> }} Rating_Form_Port_RequiredInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Rating_Form_ProblemsInputs */
/** @typedef {{}} Rating_Form_Quote_ForInputs */
/** @typedef {{}} Rating_Form_Quote_For_HintInputs */
/** @typedef {{ field: NonNullable<unknown> }} Rating_Form_RequiredInputs */
/** @typedef {{ mode: NonNullable<unknown> }} Rating_Form_TitleInputs */
/** @typedef {{}} Rating_FromInputs */
/** @typedef {{}} Rating_Hide_DetailsInputs */
/** @typedef {{}} Rating_Hint_AirInputs */
/** @typedef {{}} Rating_Hint_RoadInputs */
/** @typedef {{}} Rating_Hint_SeaInputs */
/** @typedef {{}} Rating_Line_Cargo_WeightInputs */
/** @typedef {{}} Rating_Line_Container_TypeInputs */
/** @typedef {{}} Rating_Line_HeightInputs */
/** @typedef {{}} Rating_Line_ImoInputs */
/** @typedef {{}} Rating_Line_LengthInputs */
/** @typedef {{ noun: NonNullable<unknown>, number: NonNullable<unknown> }} Rating_Line_NameInputs */
/** @typedef {{}} Rating_Line_Noun_BoxInputs */
/** @typedef {{}} Rating_Line_Noun_CargoInputs */
/** @typedef {{}} Rating_Line_Noun_ContainerInputs */
/** @typedef {{}} Rating_Line_Noun_PalletInputs */
/** @typedef {{}} Rating_Line_Noun_PieceInputs */
/** @typedef {{}} Rating_Line_OptionalInputs */
/** @typedef {{}} Rating_Line_Pallet_TypeInputs */
/** @typedef {{}} Rating_Line_QuantityInputs */
/** @typedef {{}} Rating_Line_ReeferInputs */
/** @typedef {{}} Rating_Line_Shipper_OwnedInputs */
/** @typedef {{}} Rating_Line_StackableInputs */
/** @typedef {{}} Rating_Line_VolumeInputs */
/** @typedef {{}} Rating_Line_WeightInputs */
/** @typedef {{}} Rating_Line_WidthInputs */
/** @typedef {{ noun: NonNullable<unknown> }} Rating_Lines_AddInputs */
/** @typedef {{}} Rating_Lines_BoxesInputs */
/** @typedef {{}} Rating_Lines_CargoInputs */
/** @typedef {{}} Rating_Lines_ChooseInputs */
/** @typedef {{}} Rating_Lines_Container_TypesInputs */
/** @typedef {{}} Rating_Lines_Container_Types_FailedInputs */
/** @typedef {{}} Rating_Lines_ContainersInputs */
/** @typedef {{}} Rating_Lines_Lcl_HintInputs */
/** @typedef {{}} Rating_Lines_NoInputs */
/** @typedef {{}} Rating_Lines_Pallet_TypesInputs */
/** @typedef {{}} Rating_Lines_Pallet_Types_FailedInputs */
/** @typedef {{}} Rating_Lines_PalletsInputs */
/** @typedef {{}} Rating_Lines_PiecesInputs */
/** @typedef {{}} Rating_Lines_Pieces_HintInputs */
/** @typedef {{}} Rating_Lines_Reefer_HintInputs */
/** @typedef {{ line: NonNullable<unknown> }} Rating_Lines_RemoveInputs */
/** @typedef {{ what: NonNullable<unknown> }} Rating_Lines_Saved_ListInputs */
/** @typedef {{ field: NonNullable<unknown> }} Rating_Lines_Set_By_TypeInputs */
/** @typedef {{}} Rating_Lines_YesInputs */
/** @typedef {{}} Rating_Margin_AmountInputs */
/** @typedef {{ currency: NonNullable<unknown> }} Rating_Margin_Amount_InvalidInputs */
/** @typedef {{}} Rating_Margin_ApplyInputs */
/** @typedef {{}} Rating_Margin_Back_To_RuleInputs */
/** @typedef {{}} Rating_Margin_By_HandInputs */
/** @typedef {{}} Rating_Margin_InInputs */
/** @typedef {{ currency: NonNullable<unknown> }} Rating_Margin_No_DecimalsInputs */
/** @typedef {{}} Rating_Margin_Note_By_HandInputs */
/** @typedef {{ rule: NonNullable<unknown> }} Rating_Margin_Note_MinimumInputs */
/** @typedef {{}} Rating_Margin_Note_No_RuleInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Rating_Margin_Part_By_HandInputs */
/** @typedef {{ from: NonNullable<unknown>, rate: NonNullable<unknown>, to: NonNullable<unknown> }} Rating_Margin_Part_ExchangeInputs */
/** @typedef {{ minimum: NonNullable<unknown>, raised: NonNullable<unknown> }} Rating_Margin_Part_MinimumInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown>, unit: NonNullable<unknown>, amount: NonNullable<unknown> }} Rating_Margin_Part_Per_ContainerInputs */
/** @typedef {{ kg: NonNullable<unknown>, unit: NonNullable<unknown>, amount: NonNullable<unknown> }} Rating_Margin_Part_Per_KgInputs */
/** @typedef {{ unit: NonNullable<unknown> }} Rating_Margin_Part_Per_ShipmentInputs */
/** @typedef {{ unit: NonNullable<unknown>, amount: NonNullable<unknown> }} Rating_Margin_Part_Per_Shipment_IsInputs */
/** @typedef {{ percent: NonNullable<unknown>, of: NonNullable<unknown>, amount: NonNullable<unknown> }} Rating_Margin_Part_PercentInputs */
/** @typedef {{}} Rating_Margin_Percent_InvalidInputs */
/** @typedef {{}} Rating_Margin_Percent_Of_BuyInputs */
/** @typedef {{}} Rating_Margin_Placeholder_AmountInputs */
/** @typedef {{}} Rating_Margin_Placeholder_PercentInputs */
/** @typedef {{}} Rating_Margin_Rules_LoadingInputs */
/** @typedef {{}} Rating_Margin_Rules_Still_LoadingInputs */
/** @typedef {{ number: NonNullable<unknown> }} Rating_Margin_Saved_AsInputs */
/** @typedef {{}} Rating_Margin_Set_By_Hand_InsteadInputs */
/** @typedef {{}} Rating_Margin_TitleInputs */
/** @typedef {{}} Rating_Margin_UnknownInputs */
/** @typedef {{ why: NonNullable<unknown> }} Rating_Margin_Unknown_WhyInputs */
/** @typedef {{}} Rating_Mode_AirInputs */
/** @typedef {{}} Rating_Mode_BoxesInputs */
/** @typedef {{}} Rating_Mode_PalletsInputs */
/** @typedef {{}} Rating_Mode_Sea_FclInputs */
/** @typedef {{}} Rating_Mode_Sea_LclInputs */
/** @typedef {{}} Rating_No_Further_DetailsInputs */
/** @typedef {{}} Rating_No_Rate_PassesInputs */
/** @typedef {{ reason: NonNullable<unknown> }} Rating_Not_Bookable_NoteInputs */
/** @typedef {{ message: NonNullable<unknown> }} Rating_Not_SavedInputs */
/** @typedef {{}} Rating_Open_QuotesInputs */
/** @typedef {{}} Rating_Pallet_AmericanInputs */
/** @typedef {{ type: NonNullable<unknown> }} Rating_Pallet_As_CustomInputs */
/** @typedef {{}} Rating_Pallet_CustomInputs */
/** @typedef {{}} Rating_Pallet_EuroInputs */
/** @typedef {{}} Rating_Pallet_Euro2Inputs */
/** @typedef {{}} Rating_Pallet_HintInputs */
/** @typedef {{}} Rating_Pallet_UkInputs */
/** @typedef {{}} Rating_Pickup_AddressInputs */
/** @typedef {{ date: NonNullable<unknown> }} Rating_Pickup_OnInputs */
/** @typedef {{}} Rating_PrebookingInputs */
/** @typedef {{}} Rating_PriceInputs */
/** @typedef {{}} Rating_Rates_Asking_AgainInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Rating_Rates_CountInputs */
/** @typedef {{}} Rating_Rates_FailedInputs */
/** @typedef {{}} Rating_Rates_None_BodyInputs */
/** @typedef {{}} Rating_Rates_None_ReceivedInputs */
/** @typedef {{}} Rating_Rates_None_TitleInputs */
/** @typedef {{}} Rating_Rates_PreviousInputs */
/** @typedef {{ rates: NonNullable<unknown>, carriers: NonNullable<unknown> }} Rating_Rates_ReceivedInputs */
/** @typedef {{ rates: NonNullable<unknown>, carriers: NonNullable<unknown>, route: NonNullable<unknown>, when: NonNullable<unknown> }} Rating_Rates_SummaryInputs */
/** @typedef {{}} Rating_Rates_TitleInputs */
/** @typedef {{}} Rating_Sale_Edit_RulesInputs */
/** @typedef {{}} Rating_Sale_ExchangeInputs */
/** @typedef {{}} Rating_Sale_Exchange_HintInputs */
/** @typedef {{}} Rating_Sale_Exchange_InvalidInputs */
/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Rating_Sale_Exchange_LabelInputs */
/** @typedef {{}} Rating_Sale_Exchange_PlaceholderInputs */
/** @typedef {{ customer: NonNullable<unknown>, rules: NonNullable<unknown> }} Rating_Sale_For_CustomerInputs */
/** @typedef {{ customer: NonNullable<unknown>, rules: NonNullable<unknown> }} Rating_Sale_For_DeskInputs */
/** @typedef {{}} Rating_Sale_No_CustomerInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Rating_Sale_RulesInputs */
/** @typedef {{}} Rating_Save_FailedInputs */
/** @typedef {{}} Rating_Save_Needs_ServiceInputs */
/** @typedef {{}} Rating_Save_No_ReasonInputs */
/** @typedef {{}} Rating_Save_QuoteInputs */
/** @typedef {{}} Rating_Save_Unknown_BadgeInputs */
/** @typedef {{ carrier: NonNullable<unknown> }} Rating_Save_Unknown_BodyInputs */
/** @typedef {{ carrier: NonNullable<unknown>, amount: NonNullable<unknown> }} Rating_Save_Unknown_Body_AmountInputs */
/** @typedef {{}} Rating_Save_Unknown_WhatInputs */
/** @typedef {{}} Rating_SavedInputs */
/** @typedef {{}} Rating_Saved_As_QuoteInputs */
/** @typedef {{ message: NonNullable<unknown> }} Rating_Saved_As_Quote_MessageInputs */
/** @typedef {{ number: NonNullable<unknown> }} Rating_Saved_As_Quote_NumberInputs */
/** @typedef {{ number: NonNullable<unknown>, message: NonNullable<unknown> }} Rating_Saved_As_Quote_Number_MessageInputs */
/** @typedef {{}} Rating_Screen_ModeInputs */
/** @typedef {{}} Rating_Sea_ByInputs */
/** @typedef {{}} Rating_Sea_ChargeInputs */
/** @typedef {{}} Rating_Sea_DeadlineInputs */
/** @typedef {{}} Rating_Sea_DeadlinesInputs */
/** @typedef {{}} Rating_Sea_Free_DaysInputs */
/** @typedef {{}} Rating_Sea_Free_TimeInputs */
/** @typedef {{}} Rating_Sea_Free_Time_ConditionsInputs */
/** @typedef {{}} Rating_Sea_KindInputs */
/** @typedef {{ number: NonNullable<unknown>, leg: NonNullable<unknown> }} Rating_Sea_LegInputs */
/** @typedef {{}} Rating_Sea_No_DeadlinesInputs */
/** @typedef {{}} Rating_Sea_No_Free_TimeInputs */
/** @typedef {{}} Rating_Sea_No_LegsInputs */
/** @typedef {{}} Rating_Sea_No_Legs_PrebookingInputs */
/** @typedef {{}} Rating_Sea_No_PenaltiesInputs */
/** @typedef {{}} Rating_Sea_PenaltiesInputs */
/** @typedef {{}} Rating_Sea_PrebookingInputs */
/** @typedef {{}} Rating_Sea_RouteInputs */
/** @typedef {{}} Rating_Sea_Route_LegsInputs */
/** @typedef {{}} Rating_Sea_VesselInputs */
/** @typedef {{ note: NonNullable<unknown> }} Rating_See_DetailsInputs */
/** @typedef {{}} Rating_Sell_Not_KnownInputs */
/** @typedef {{}} Rating_Sell_UnknownInputs */
/** @typedef {{}} Rating_Show_DetailsInputs */
/** @typedef {{ currency: NonNullable<unknown> }} Rating_Sort_CurrencyInputs */
/** @typedef {{}} Rating_Sort_No_CurrencyInputs */
/** @typedef {{}} Rating_SurchargeInputs */
/** @typedef {{}} Rating_Surcharges_AllInputs */
/** @typedef {{}} Rating_Surcharges_BasisInputs */
/** @typedef {{}} Rating_Surcharges_CodeInputs */
/** @typedef {{}} Rating_Surcharges_DescriptionInputs */
/** @typedef {{ group: NonNullable<unknown> }} Rating_Surcharges_Group_TotalInputs */
/** @typedef {{}} Rating_Surcharges_No_CurrencyInputs */
/** @typedef {{}} Rating_Surcharges_NoneInputs */
/** @typedef {{}} Rating_Surcharges_QtyInputs */
/** @typedef {{}} Rating_Surcharges_TotalInputs */
/** @typedef {{}} Rating_Surcharges_Unit_PriceInputs */
/** @typedef {{ rates: NonNullable<unknown> }} Rating_Table_CaptionInputs */
/** @typedef {{}} Rating_ToInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Rating_Validity_DaysInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown>, hours: NonNullable<unknown> }} Rating_Validity_Days_HoursInputs */
/** @typedef {{}} Rating_Validity_ExpiredInputs */
/** @typedef {{ duration: NonNullable<unknown> }} Rating_Validity_Expired_AgoInputs */
/** @typedef {{ duration: NonNullable<unknown> }} Rating_Validity_Expires_InInputs */
/** @typedef {{ hours: NonNullable<unknown> }} Rating_Validity_HoursInputs */
/** @typedef {{ hours: NonNullable<unknown>, minutes: NonNullable<unknown> }} Rating_Validity_Hours_MinutesInputs */
/** @typedef {{}} Rating_Validity_Less_Than_MinuteInputs */
/** @typedef {{ minutes: NonNullable<unknown> }} Rating_Validity_MinutesInputs */
/** @typedef {{}} Rating_Validity_Not_GivenInputs */
/** @typedef {{ when: NonNullable<unknown> }} Rating_Validity_UntilInputs */
/** @typedef {{}} Rating_Waiting_AskingInputs */
/** @typedef {{}} Rating_Waiting_None_BodyInputs */
/** @typedef {{}} Rating_Waiting_None_TitleInputs */
/** @typedef {{}} RetryInputs */
/** @typedef {{}} Route_BookingInputs */
/** @typedef {{}} Route_Booking_SummaryInputs */
/** @typedef {{}} Route_DocumentsInputs */
/** @typedef {{}} Route_Documents_SummaryInputs */
/** @typedef {{}} Route_LookupsInputs */
/** @typedef {{}} Route_Lookups_SummaryInputs */
/** @typedef {{}} Route_PricingInputs */
/** @typedef {{}} Route_Pricing_SummaryInputs */
/** @typedef {{}} Route_QuotesInputs */
/** @typedef {{}} Route_Quotes_SummaryInputs */
/** @typedef {{}} Route_RatingInputs */
/** @typedef {{}} Route_Rating_SummaryInputs */
/** @typedef {{}} Route_SettingsInputs */
/** @typedef {{}} Route_Settings_SummaryInputs */
/** @typedef {{}} Route_TariffsInputs */
/** @typedef {{}} Route_Tariffs_SummaryInputs */
/** @typedef {{}} Route_TodayInputs */
/** @typedef {{}} Route_Today_SummaryInputs */
/** @typedef {{}} Route_TrackingInputs */
/** @typedef {{}} Route_Tracking_SummaryInputs */
/** @typedef {{}} SaveInputs */
/** @typedef {{ where: NonNullable<unknown> }} Save_Notice_Saved_CopyInputs */
/** @typedef {{ where: NonNullable<unknown> }} Save_Notice_Saved_ToInputs */
/** @typedef {{}} Saved_DoneInputs */
/** @typedef {{}} Session_ConnectedInputs */
/** @typedef {{ minutes: NonNullable<unknown> }} Session_In_MinutesInputs */
/** @typedef {{ seconds: NonNullable<unknown> }} Session_In_SecondsInputs */
/** @typedef {{ when: NonNullable<unknown> }} Session_Last_AnswerInputs */
/** @typedef {{ when: NonNullable<unknown> }} Session_Last_WorkedInputs */
/** @typedef {{ when: NonNullable<unknown> }} Session_Next_TryInputs */
/** @typedef {{}} Session_No_Answer_YetInputs */
/** @typedef {{}} Session_No_ReasonInputs */
/** @typedef {{}} Session_RefusedInputs */
/** @typedef {{}} Session_Refused_ReasonInputs */
/** @typedef {{}} Session_Sign_InInputs */
/** @typedef {{}} Session_Sign_In_FailedInputs */
/** @typedef {{}} Session_Sign_OutInputs */
/** @typedef {{}} Session_Signed_OutInputs */
/** @typedef {{}} Session_Signing_InInputs */
/** @typedef {{}} Session_Trying_NowInputs */
/** @typedef {{}} Session_UnreachableInputs */
/** @typedef {{}} Session_Unreachable_ReasonInputs */
/** @typedef {{ reason: NonNullable<unknown> }} Set_Aside_BodyInputs */
/** @typedef {{}} Set_Aside_CopyInputs */
/** @typedef {{}} Set_Aside_How_BackInputs */
/** @typedef {{}} Set_Aside_TitleInputs */
/** @typedef {{}} Settings_File_Unreadable_BodyInputs */
/** @typedef {{}} Settings_File_Unreadable_TitleInputs */
/** @typedef {{}} Store_Cannot_Save_BodyInputs */
/** @typedef {{}} Store_Cannot_Save_TitleInputs */
/** @typedef {{ what: NonNullable<unknown> }} Store_CopiedInputs */
/** @typedef {{}} Store_Damaged_File_KeptInputs */
/** @typedef {{ folder: NonNullable<unknown> }} Store_Disk_FullInputs */
/** @typedef {{}} Store_File_PathInputs */
/** @typedef {{}} Store_Not_RebuiltInputs */
/** @typedef {{}} Store_Nothing_LostInputs */
/** @typedef {{}} Store_Nothing_ReadableInputs */
/** @typedef {{ folder: NonNullable<unknown> }} Store_Read_OnlyInputs */
/** @typedef {{ reason: NonNullable<unknown> }} Store_Set_Aside_BodyInputs */
/** @typedef {{}} Store_Set_Aside_TitleInputs */
/** @typedef {{}} SurchargesInputs */
/** @typedef {{}} Sync_CancelInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Sync_Checking_CountInputs */
/** @typedef {{}} Sync_Checking_ListInputs */
/** @typedef {{}} Sync_DescriptionInputs */
/** @typedef {{}} Sync_FetchingInputs */
/** @typedef {{}} Sync_Kept_BeforeInputs */
/** @typedef {{ when: NonNullable<unknown> }} Sync_Last_CancelledInputs */
/** @typedef {{ when: NonNullable<unknown>, message: NonNullable<unknown> }} Sync_Last_FailedInputs */
/** @typedef {{}} Sync_MinutesInputs */
/** @typedef {{}} Sync_NeverInputs */
/** @typedef {{}} Sync_Nothing_StoredInputs */
/** @typedef {{}} Sync_NowInputs */
/** @typedef {{}} Sync_Progress_LabelInputs */
/** @typedef {{}} Sync_Read_FailedInputs */
/** @typedef {{}} Sync_Save_FailedInputs */
/** @typedef {{}} Sync_Settings_LabelInputs */
/** @typedef {{}} Sync_State_UnknownInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Sync_Stored_CountInputs */
/** @typedef {{ count: NonNullable<unknown>, done: NonNullable<unknown>, shown: NonNullable<unknown> }} Sync_Stored_OfInputs */
/** @typedef {{ when: NonNullable<unknown> }} Sync_SyncedInputs */
/** @typedef {{}} Sync_SyncingInputs */
/** @typedef {{}} Sync_TitleInputs */
/** @typedef {{ message: NonNullable<unknown> }} Sync_UnreachableInputs */
/** @typedef {{ name: NonNullable<unknown> }} Tariffs_About_OfInputs */
/** @typedef {{}} Tariffs_Col_ActionsInputs */
/** @typedef {{}} Tariffs_Col_AmountInputs */
/** @typedef {{}} Tariffs_Col_CarrierInputs */
/** @typedef {{}} Tariffs_Col_ChargeInputs */
/** @typedef {{}} Tariffs_Col_Charge_TypeInputs */
/** @typedef {{}} Tariffs_Col_CommodityInputs */
/** @typedef {{}} Tariffs_Col_ContainerInputs */
/** @typedef {{}} Tariffs_Col_ContractInputs */
/** @typedef {{}} Tariffs_Col_CostsInputs */
/** @typedef {{}} Tariffs_Col_CurrencyInputs */
/** @typedef {{}} Tariffs_Col_DescriptionInputs */
/** @typedef {{}} Tariffs_Col_LaneInputs */
/** @typedef {{}} Tariffs_Col_RatesInputs */
/** @typedef {{}} Tariffs_Col_ServiceInputs */
/** @typedef {{}} Tariffs_Col_TransitInputs */
/** @typedef {{}} Tariffs_Col_TypeInputs */
/** @typedef {{}} Tariffs_Col_UnitInputs */
/** @typedef {{}} Tariffs_Col_ValidInputs */
/** @typedef {{}} Tariffs_Col_ViaInputs */
/** @typedef {{ max: NonNullable<unknown> }} Tariffs_Comment_LengthInputs */
/** @typedef {{}} Tariffs_CommentsInputs */
/** @typedef {{}} Tariffs_Comments_HintInputs */
/** @typedef {{ max: NonNullable<unknown> }} Tariffs_Comments_MaxInputs */
/** @typedef {{}} Tariffs_Contract_NumberInputs */
/** @typedef {{}} Tariffs_Contract_Number_RequiredInputs */
/** @typedef {{}} Tariffs_Contract_PlaceholderInputs */
/** @typedef {{}} Tariffs_Contract_ReferenceInputs */
/** @typedef {{}} Tariffs_Contract_RequiredInputs */
/** @typedef {{ rate: NonNullable<unknown> }} Tariffs_Costs_CaptionInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Tariffs_Costs_CountInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Tariffs_Count_RatesInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Tariffs_Count_TariffsInputs */
/** @typedef {{}} Tariffs_Csv_HintInputs */
/** @typedef {{ example: NonNullable<unknown> }} Tariffs_Date_LikeInputs */
/** @typedef {{}} Tariffs_Detail_Document_IdInputs */
/** @typedef {{}} Tariffs_Detail_Rates_ImportedInputs */
/** @typedef {{}} Tariffs_Download_TemplateInputs */
/** @typedef {{}} Tariffs_Drop_LabelInputs */
/** @typedef {{}} Tariffs_Drop_PromptInputs */
/** @typedef {{}} Tariffs_Export_CsvInputs */
/** @typedef {{}} Tariffs_External_IdInputs */
/** @typedef {{}} Tariffs_External_Id_HintInputs */
/** @typedef {{}} Tariffs_FilesInputs */
/** @typedef {{ max: NonNullable<unknown> }} Tariffs_Files_MaxInputs */
/** @typedef {{}} Tariffs_Files_RequiredInputs */
/** @typedef {{}} Tariffs_From_DateInputs */
/** @typedef {{}} Tariffs_From_RequiredInputs */
/** @typedef {{}} Tariffs_Hide_RatesInputs */
/** @typedef {{ limit: NonNullable<unknown>, max: NonNullable<unknown> }} Tariffs_LimitsInputs */
/** @typedef {{}} Tariffs_NameInputs */
/** @typedef {{}} Tariffs_Name_HintInputs */
/** @typedef {{}} Tariffs_Name_Part_HintInputs */
/** @typedef {{}} Tariffs_No_CostsInputs */
/** @typedef {{}} Tariffs_No_FileInputs */
/** @typedef {{}} Tariffs_Not_AcceptedInputs */
/** @typedef {{}} Tariffs_Not_UploadedInputs */
/** @typedef {{ date: NonNullable<unknown> }} Tariffs_Note_UploadedInputs */
/** @typedef {{}} Tariffs_Offline_ActionInputs */
/** @typedef {{ contract: NonNullable<unknown> }} Tariffs_Rates_CaptionInputs */
/** @typedef {{}} Tariffs_RefusedInputs */
/** @typedef {{ counts: NonNullable<unknown> }} Tariffs_Report_AnnounceInputs */
/** @typedef {{ contract: NonNullable<unknown> }} Tariffs_Report_CaptionInputs */
/** @typedef {{}} Tariffs_Report_DescriptionInputs */
/** @typedef {{}} Tariffs_Report_Failed_AnnounceInputs */
/** @typedef {{ counts: NonNullable<unknown>, contract: NonNullable<unknown> }} Tariffs_Report_ForInputs */
/** @typedef {{}} Tariffs_Report_Idle_TextInputs */
/** @typedef {{}} Tariffs_Report_Idle_TitleInputs */
/** @typedef {{}} Tariffs_Report_LoadingInputs */
/** @typedef {{ contract: NonNullable<unknown> }} Tariffs_Report_NoneInputs */
/** @typedef {{}} Tariffs_Report_None_TextInputs */
/** @typedef {{}} Tariffs_Report_Read_FailedInputs */
/** @typedef {{}} Tariffs_Report_TitleInputs */
/** @typedef {{}} Tariffs_ScacInputs */
/** @typedef {{}} Tariffs_Scac_HintInputs */
/** @typedef {{}} Tariffs_Scac_LettersInputs */
/** @typedef {{}} Tariffs_Scac_RequiredInputs */
/** @typedef {{}} Tariffs_Sent_AllInputs */
/** @typedef {{}} Tariffs_Sent_UnknownInputs */
/** @typedef {{}} Tariffs_Show_RatesInputs */
/** @typedef {{}} Tariffs_Show_ReportInputs */
/** @typedef {{}} Tariffs_StatusInputs */
/** @typedef {{}} Tariffs_Status_AnyInputs */
/** @typedef {{}} Tariffs_Status_NumberInputs */
/** @typedef {{}} Tariffs_Status_With_RatesInputs */
/** @typedef {{}} Tariffs_Status_Without_RatesInputs */
/** @typedef {{}} Tariffs_Template_CancelledInputs */
/** @typedef {{}} Tariffs_Template_FailedInputs */
/** @typedef {{}} Tariffs_To_Before_FromInputs */
/** @typedef {{}} Tariffs_To_DateInputs */
/** @typedef {{}} Tariffs_To_Date_HintInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Tariffs_To_SendInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Tariffs_Transit_DaysInputs */
/** @typedef {{ contract: NonNullable<unknown> }} Tariffs_Unknown_TextInputs */
/** @typedef {{}} Tariffs_Unknown_WhatInputs */
/** @typedef {{}} Tariffs_UnnamedInputs */
/** @typedef {{}} Tariffs_Upload_ButtonInputs */
/** @typedef {{}} Tariffs_Upload_DescriptionInputs */
/** @typedef {{}} Tariffs_Upload_TitleInputs */
/** @typedef {{}} Tariffs_UploadedInputs */
/** @typedef {{ start: NonNullable<unknown> }} Tariffs_Validity_FromInputs */
/** @typedef {{ end: NonNullable<unknown> }} Tariffs_Validity_UntilInputs */
/** @typedef {{}} Timeline_NewInputs */
/** @typedef {{}} Timeline_Time_Not_GivenInputs */
/** @typedef {{}} Today_Change_A_ShipmentInputs */
/** @typedef {{}} Today_Change_AddedInputs */
/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Today_Change_CustomsInputs */
/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Today_Change_EtaInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Today_Change_New_MessagesInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown>, latest: NonNullable<unknown> }} Today_Change_New_Messages_LatestInputs */
/** @typedef {{}} Today_Change_NoneInputs */
/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Today_Change_PickupInputs */
/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Today_Change_StatusInputs */
/** @typedef {{ when: NonNullable<unknown> }} Today_Change_UnlistedInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Today_Changes_CountInputs */
/** @typedef {{}} Today_Changes_EmptyInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown>, text: NonNullable<unknown> }} Today_Changes_MoreInputs */
/** @typedef {{ count: NonNullable<unknown>, when: NonNullable<unknown> }} Today_Changes_Since_LookInputs */
/** @typedef {{ count: NonNullable<unknown> }} Today_Changes_Since_StartInputs */
/** @typedef {{}} Today_Changes_TitleInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Today_Documents_CountInputs */
/** @typedef {{}} Today_Documents_EmptyInputs */
/** @typedef {{ pickup: NonNullable<unknown>, missing: NonNullable<unknown> }} Today_Documents_MissingInputs */
/** @typedef {{ pickup: NonNullable<unknown> }} Today_Documents_Never_CheckedInputs */
/** @typedef {{}} Today_Documents_TitleInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Today_Free_CountInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown>, text: NonNullable<unknown> }} Today_Free_CountingInputs */
/** @typedef {{}} Today_Free_EmptyInputs */
/** @typedef {{}} Today_Free_TitleInputs */
/** @typedef {{ when: NonNullable<unknown> }} Today_Last_LookInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Today_Lines_NeedInputs */
/** @typedef {{}} Today_Mark_All_SeenInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Today_MoreInputs */
/** @typedef {{}} Today_Nothing_HereInputs */
/** @typedef {{}} Today_Nothing_NeededInputs */
/** @typedef {{ type: NonNullable<unknown>, when: NonNullable<unknown> }} Today_Quote_ExpiresInputs */
/** @typedef {{ type: NonNullable<unknown>, price: NonNullable<unknown>, when: NonNullable<unknown> }} Today_Quote_Priced_ExpiresInputs */
/** @typedef {{}} Today_Quote_SavedInputs */
/** @typedef {{}} Today_Quote_SoonInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Today_Quotes_CountInputs */
/** @typedef {{}} Today_Quotes_EmptyInputs */
/** @typedef {{}} Today_Quotes_TitleInputs */
/** @typedef {{}} Today_Read_FailedInputs */
/** @typedef {{}} Today_ReadingInputs */
/** @typedef {{}} Today_Show_AllInputs */
/** @typedef {{ section: NonNullable<unknown> }} Today_The_RestInputs */
/** @typedef {{}} Topbar_Go_ToInputs */
/** @typedef {{}} Tracking_Changes_ClearInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Tracking_Changes_CountInputs */
/** @typedef {{}} Tracking_Changes_Show_AllInputs */
/** @typedef {{}} Tracking_Changes_TitleInputs */
/** @typedef {{}} Tracking_Code_BookingInputs */
/** @typedef {{}} Tracking_Code_TrackingInputs */
/** @typedef {{}} Tracking_Col_AgencyInputs */
/** @typedef {{}} Tracking_Col_CodeInputs */
/** @typedef {{}} Tracking_Col_DeliveryInputs */
/** @typedef {{}} Tracking_Col_Free_TimeInputs */
/** @typedef {{}} Tracking_Col_MarginInputs */
/** @typedef {{}} Tracking_Col_PickupInputs */
/** @typedef {{}} Tracking_Col_PriceInputs */
/** @typedef {{}} Tracking_Col_RouteInputs */
/** @typedef {{}} Tracking_Col_SellInputs */
/** @typedef {{}} Tracking_Col_StatusInputs */
/** @typedef {{}} Tracking_DestinationInputs */
/** @typedef {{}} Tracking_Detail_CloseInputs */
/** @typedef {{}} Tracking_Detail_Load_FailedInputs */
/** @typedef {{}} Tracking_Detail_LoadingInputs */
/** @typedef {{ other: NonNullable<unknown>, asked: NonNullable<unknown> }} Tracking_Detail_Other_ShipmentInputs */
/** @typedef {{}} Tracking_Detail_ShipmentInputs */
/** @typedef {{ code: NonNullable<unknown> }} Tracking_Detail_TitleInputs */
/** @typedef {{}} Tracking_Empty_Filtered_TextInputs */
/** @typedef {{}} Tracking_Empty_Filtered_TitleInputs */
/** @typedef {{}} Tracking_Empty_Never_Synced_TextInputs */
/** @typedef {{}} Tracking_Empty_Never_Synced_TitleInputs */
/** @typedef {{}} Tracking_Empty_None_TextInputs */
/** @typedef {{}} Tracking_Empty_None_TitleInputs */
/** @typedef {{}} Tracking_Empty_Search_Filtered_TextInputs */
/** @typedef {{ search: NonNullable<unknown> }} Tracking_Empty_Search_Filtered_TitleInputs */
/** @typedef {{}} Tracking_Empty_Search_TextInputs */
/** @typedef {{ search: NonNullable<unknown> }} Tracking_Empty_Search_TitleInputs */
/** @typedef {{}} Tracking_Export_CancelledInputs */
/** @typedef {{}} Tracking_Export_CsvInputs */
/** @typedef {{}} Tracking_Export_FailedInputs */
/** @typedef {{}} Tracking_Export_LabelInputs */
/** @typedef {{}} Tracking_Export_NothingInputs */
/** @typedef {{}} Tracking_Export_XlsxInputs */
/** @typedef {{ example: NonNullable<unknown> }} Tracking_Filter_Code_PlaceholderInputs */
/** @typedef {{ example: NonNullable<unknown> }} Tracking_Filter_Date_LikeInputs */
/** @typedef {{}} Tracking_Filter_End_Before_StartInputs */
/** @typedef {{}} Tracking_Filter_FromInputs */
/** @typedef {{}} Tracking_Filter_OperatorInputs */
/** @typedef {{}} Tracking_Filter_Operator_PlaceholderInputs */
/** @typedef {{}} Tracking_Filter_Place_PlaceholderInputs */
/** @typedef {{}} Tracking_Filter_ToInputs */
/** @typedef {{ field: NonNullable<unknown>, max: NonNullable<unknown> }} Tracking_Filter_Too_LongInputs */
/** @typedef {{ max: NonNullable<unknown> }} Tracking_Filter_Too_Many_StatusesInputs */
/** @typedef {{}} Tracking_Filters_Any_StatusInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Tracking_Filters_AppliedInputs */
/** @typedef {{}} Tracking_Filters_ApplyInputs */
/** @typedef {{}} Tracking_Filters_ClearInputs */
/** @typedef {{}} Tracking_Filters_LabelInputs */
/** @typedef {{}} Tracking_Filters_StatusInputs */
/** @typedef {{}} Tracking_Free_ChangeInputs */
/** @typedef {{ sum: NonNullable<unknown> }} Tracking_Free_Charge_If_RunningInputs */
/** @typedef {{ sum: NonNullable<unknown> }} Tracking_Free_Charge_So_FarInputs */
/** @typedef {{}} Tracking_Free_Charged_From_FirstInputs */
/** @typedef {{ sum: NonNullable<unknown> }} Tracking_Free_Charged_TotalInputs */
/** @typedef {{ name: NonNullable<unknown>, text: NonNullable<unknown> }} Tracking_Free_ClauseInputs */
/** @typedef {{ name: NonNullable<unknown>, first: NonNullable<unknown>, then: NonNullable<unknown> }} Tracking_Free_Clause_ThenInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Tracking_Free_ContainersInputs */
/** @typedef {{ containers: NonNullable<unknown>, size: NonNullable<unknown> }} Tracking_Free_Containers_OfInputs */
/** @typedef {{ size: NonNullable<unknown> }} Tracking_Free_Containers_UnknownInputs */
/** @typedef {{ zone: NonNullable<unknown> }} Tracking_Free_DateInputs */
/** @typedef {{ day: NonNullable<unknown>, port: NonNullable<unknown> }} Tracking_Free_Day_At_PortInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Tracking_Free_DaysInputs */
/** @typedef {{ days: NonNullable<unknown>, span: NonNullable<unknown> }} Tracking_Free_Days_Charged_So_FarInputs */
/** @typedef {{ days: NonNullable<unknown>, span: NonNullable<unknown> }} Tracking_Free_Days_Charged_StoppedInputs */
/** @typedef {{ days: NonNullable<unknown>, hours: NonNullable<unknown> }} Tracking_Free_Days_HoursInputs */
/** @typedef {{}} Tracking_Free_Delivered_WithoutInputs */
/** @typedef {{}} Tracking_Free_End_UnreportedInputs */
/** @typedef {{}} Tracking_Free_Enter_DischargeInputs */
/** @typedef {{}} Tracking_Free_Enter_Empty_ReturnInputs */
/** @typedef {{}} Tracking_Free_Enter_ReleaseInputs */
/** @typedef {{}} Tracking_Free_Entered_By_HandInputs */
/** @typedef {{}} Tracking_Free_Entry_IncompleteInputs */
/** @typedef {{ event: NonNullable<unknown> }} Tracking_Free_Entry_LabelInputs */
/** @typedef {{ moment: NonNullable<unknown>, when: NonNullable<unknown> }} Tracking_Free_Entry_Set_AsideInputs */
/** @typedef {{}} Tracking_Free_Events_LabelInputs */
/** @typedef {{}} Tracking_Free_Every_SizeInputs */
/** @typedef {{}} Tracking_Free_Fact_ChargeInputs */
/** @typedef {{}} Tracking_Free_Fact_ContainersInputs */
/** @typedef {{}} Tracking_Free_Fact_Days_ChargedInputs */
/** @typedef {{}} Tracking_Free_Fact_Free_DaysInputs */
/** @typedef {{}} Tracking_Free_Fact_Last_DayInputs */
/** @typedef {{}} Tracking_Free_Fact_Per_ContainerInputs */
/** @typedef {{}} Tracking_Free_Fact_PriceInputs */
/** @typedef {{ event: NonNullable<unknown> }} Tracking_Free_Fact_StartsInputs */
/** @typedef {{ event: NonNullable<unknown> }} Tracking_Free_Fact_StopsInputs */
/** @typedef {{ days: NonNullable<unknown>, event: NonNullable<unknown> }} Tracking_Free_Free_Days_FromInputs */
/** @typedef {{ hours: NonNullable<unknown> }} Tracking_Free_HoursInputs */
/** @typedef {{}} Tracking_Free_Lcl_ShipmentInputs */
/** @typedef {{ duration: NonNullable<unknown> }} Tracking_Free_LeftInputs */
/** @typedef {{ duration: NonNullable<unknown>, day: NonNullable<unknown> }} Tracking_Free_Left_UntilInputs */
/** @typedef {{ when: NonNullable<unknown>, portTime: NonNullable<unknown>, by: NonNullable<unknown> }} Tracking_Free_MomentInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Tracking_Free_No_CurrencyInputs */
/** @typedef {{}} Tracking_Free_No_PortInputs */
/** @typedef {{}} Tracking_Free_No_PriceInputs */
/** @typedef {{}} Tracking_Free_No_TermsInputs */
/** @typedef {{ name: NonNullable<unknown> }} Tracking_Free_No_Terms_TextInputs */
/** @typedef {{}} Tracking_Free_Not_KnownInputs */
/** @typedef {{}} Tracking_Free_Not_ReportedInputs */
/** @typedef {{}} Tracking_Free_Not_Reported_YetInputs */
/** @typedef {{}} Tracking_Free_Not_StartedInputs */
/** @typedef {{ name: NonNullable<unknown>, event: NonNullable<unknown>, notYet: NonNullable<unknown> }} Tracking_Free_Not_Started_TextInputs */
/** @typedef {{}} Tracking_Free_Not_YetInputs */
/** @typedef {{}} Tracking_Free_Not_Yet_DischargedInputs */
/** @typedef {{}} Tracking_Free_Not_Yet_ReleasedInputs */
/** @typedef {{}} Tracking_Free_Not_Yet_ReturnedInputs */
/** @typedef {{}} Tracking_Free_Nothing_ChargedInputs */
/** @typedef {{ sum: NonNullable<unknown> }} Tracking_Free_PastInputs */
/** @typedef {{ day: NonNullable<unknown>, sum: NonNullable<unknown> }} Tracking_Free_Past_DayInputs */
/** @typedef {{}} Tracking_Free_Past_DueInputs */
/** @typedef {{ name: NonNullable<unknown>, zone: NonNullable<unknown> }} Tracking_Free_Port_DaysInputs */
/** @typedef {{ name: NonNullable<unknown> }} Tracking_Free_Port_No_ZoneInputs */
/** @typedef {{ port: NonNullable<unknown> }} Tracking_Free_Port_TimeInputs */
/** @typedef {{}} Tracking_Free_Port_Time_WordsInputs */
/** @typedef {{ price: NonNullable<unknown> }} Tracking_Free_Price_ContainerInputs */
/** @typedef {{ price: NonNullable<unknown> }} Tracking_Free_Price_ShipmentInputs */
/** @typedef {{}} Tracking_Free_Read_FailedInputs */
/** @typedef {{}} Tracking_Free_Reported_By_CarrierInputs */
/** @typedef {{ from: NonNullable<unknown>, through: NonNullable<unknown> }} Tracking_Free_SpanInputs */
/** @typedef {{}} Tracking_Free_Start_UnreportedInputs */
/** @typedef {{ name: NonNullable<unknown>, event: NonNullable<unknown> }} Tracking_Free_Start_Unreported_TextInputs */
/** @typedef {{ stop: NonNullable<unknown> }} Tracking_Free_Still_At_TerminalInputs */
/** @typedef {{ stop: NonNullable<unknown> }} Tracking_Free_Still_OutInputs */
/** @typedef {{ stop: NonNullable<unknown> }} Tracking_Free_Still_Out_ShipmentInputs */
/** @typedef {{}} Tracking_Free_StoppedInputs */
/** @typedef {{ amounts: NonNullable<unknown> }} Tracking_Free_Stopped_ChargedInputs */
/** @typedef {{ name: NonNullable<unknown>, event: NonNullable<unknown>, when: NonNullable<unknown>, charged: NonNullable<unknown> }} Tracking_Free_Stopped_Entered_TextInputs */
/** @typedef {{}} Tracking_Free_Stopped_NoneInputs */
/** @typedef {{ name: NonNullable<unknown>, event: NonNullable<unknown>, when: NonNullable<unknown>, charged: NonNullable<unknown> }} Tracking_Free_Stopped_TextInputs */
/** @typedef {{}} Tracking_Free_Stopped_UnknownInputs */
/** @typedef {{ days: NonNullable<unknown>, perDay: NonNullable<unknown>, containers: NonNullable<unknown>, total: NonNullable<unknown> }} Tracking_Free_SumInputs */
/** @typedef {{ days: NonNullable<unknown> }} Tracking_Free_Sum_No_PriceInputs */
/** @typedef {{ days: NonNullable<unknown>, perDay: NonNullable<unknown>, total: NonNullable<unknown> }} Tracking_Free_Sum_ShipmentInputs */
/** @typedef {{ days: NonNullable<unknown>, perDay: NonNullable<unknown>, total: NonNullable<unknown> }} Tracking_Free_Sum_Unknown_BoxesInputs */
/** @typedef {{}} Tracking_Free_The_DischargeInputs */
/** @typedef {{}} Tracking_Free_The_Empty_ReturnInputs */
/** @typedef {{}} Tracking_Free_The_ReleaseInputs */
/** @typedef {{}} Tracking_Free_The_Start_DayInputs */
/** @typedef {{ zone: NonNullable<unknown> }} Tracking_Free_TimeInputs */
/** @typedef {{}} Tracking_Free_TitleInputs */
/** @typedef {{}} Tracking_Free_Title_DischargeInputs */
/** @typedef {{ city: NonNullable<unknown> }} Tracking_Free_Title_Discharge_AtInputs */
/** @typedef {{}} Tracking_Free_Title_Empty_ReturnInputs */
/** @typedef {{}} Tracking_Free_Title_ReleaseInputs */
/** @typedef {{}} Tracking_Free_Total_IncompleteInputs */
/** @typedef {{}} Tracking_Free_Total_OpenInputs */
/** @typedef {{}} Tracking_Free_Under_HourInputs */
/** @typedef {{}} Tracking_Free_Warning_UnreportedInputs */
/** @typedef {{}} Tracking_GoodsInputs */
/** @typedef {{}} Tracking_Goods_Col_KindInputs */
/** @typedef {{}} Tracking_Goods_Col_QtyInputs */
/** @typedef {{}} Tracking_Goods_Col_SizeInputs */
/** @typedef {{}} Tracking_Goods_Col_UnitInputs */
/** @typedef {{}} Tracking_Goods_Col_WeightInputs */
/** @typedef {{}} Tracking_Goods_CustomsInputs */
/** @typedef {{}} Tracking_Goods_Delivery_NotesInputs */
/** @typedef {{}} Tracking_Goods_DocumentsInputs */
/** @typedef {{}} Tracking_Goods_InsuranceInputs */
/** @typedef {{}} Tracking_Goods_Pickup_HoursInputs */
/** @typedef {{}} Tracking_Goods_Pickup_NotesInputs */
/** @typedef {{}} Tracking_Goods_TitleInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Tracking_Goods_Unit_LinesInputs */
/** @typedef {{}} Tracking_Goods_UnitsInputs */
/** @typedef {{}} Tracking_Goods_ValueInputs */
/** @typedef {{}} Tracking_Link_FailedInputs */
/** @typedef {{}} Tracking_Link_OpenInputs */
/** @typedef {{}} Tracking_Link_UnsafeInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Tracking_List_CountInputs */
/** @typedef {{}} Tracking_List_KeysInputs */
/** @typedef {{}} Tracking_List_Load_FailedInputs */
/** @typedef {{}} Tracking_List_LoadingInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Tracking_List_MatchingInputs */
/** @typedef {{}} Tracking_List_RefreshInputs */
/** @typedef {{}} Tracking_List_Refresh_TitleInputs */
/** @typedef {{ total: NonNullable<unknown> }} Tracking_List_Service_TotalInputs */
/** @typedef {{}} Tracking_List_TitleInputs */
/** @typedef {{}} Tracking_Messages_AppearInputs */
/** @typedef {{ number: NonNullable<unknown> }} Tracking_Messages_LegInputs */
/** @typedef {{}} Tracking_Messages_Load_FailedInputs */
/** @typedef {{}} Tracking_Messages_LoadingInputs */
/** @typedef {{}} Tracking_Messages_No_CodeInputs */
/** @typedef {{}} Tracking_Messages_No_TextInputs */
/** @typedef {{}} Tracking_Messages_None_Of_ThisInputs */
/** @typedef {{}} Tracking_Messages_None_YetInputs */
/** @typedef {{}} Tracking_Messages_NoteInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown>, ids: NonNullable<unknown> }} Tracking_Messages_OthersInputs */
/** @typedef {{}} Tracking_Messages_TimelineInputs */
/** @typedef {{}} Tracking_Messages_TitleInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Tracking_MoreInputs */
/** @typedef {{}} Tracking_NoInputs */
/** @typedef {{}} Tracking_Not_GivenInputs */
/** @typedef {{}} Tracking_OriginInputs */
/** @typedef {{}} Tracking_Route_TitleInputs */
/** @typedef {{}} Tracking_Search_HintInputs */
/** @typedef {{}} Tracking_Search_LabelInputs */
/** @typedef {{}} Tracking_Search_PlaceholderInputs */
/** @typedef {{ max: NonNullable<unknown> }} Tracking_Search_Too_LongInputs */
/** @typedef {{ quote: NonNullable<unknown>, buy: NonNullable<unknown>, margin: NonNullable<unknown>, sell: NonNullable<unknown> }} Tracking_Sell_TitleInputs */
/** @typedef {{ quote: NonNullable<unknown>, customer: NonNullable<unknown>, buy: NonNullable<unknown>, margin: NonNullable<unknown>, sell: NonNullable<unknown> }} Tracking_Sell_Title_CustomerInputs */
/** @typedef {{}} Tracking_Shipment_CodeInputs */
/** @typedef {{}} Tracking_Switch_HintInputs */
/** @typedef {{}} Tracking_Switch_LabelInputs */
/** @typedef {{}} Tracking_Switch_Maybe_OffInputs */
/** @typedef {{}} Tracking_Switch_Maybe_OnInputs */
/** @typedef {{}} Tracking_Switch_OffInputs */
/** @typedef {{}} Tracking_Switch_Off_DoneInputs */
/** @typedef {{ title: NonNullable<unknown>, message: NonNullable<unknown> }} Tracking_Switch_Off_FailedInputs */
/** @typedef {{}} Tracking_Switch_OnInputs */
/** @typedef {{}} Tracking_Switch_On_DoneInputs */
/** @typedef {{ title: NonNullable<unknown>, message: NonNullable<unknown> }} Tracking_Switch_On_FailedInputs */
/** @typedef {{}} Tracking_Switch_Read_AgainInputs */
/** @typedef {{}} Tracking_Switch_RefusedInputs */
/** @typedef {{ reason: NonNullable<unknown> }} Tracking_Switch_Refused_BecauseInputs */
/** @typedef {{}} Tracking_Switch_SwitchingInputs */
/** @typedef {{}} Tracking_Switch_Unknown_HintInputs */
/** @typedef {{}} Tracking_UnlistedInputs */
/** @typedef {{ when: NonNullable<unknown> }} Tracking_Unlisted_TitleInputs */
/** @typedef {{}} Tracking_YesInputs */
/** @typedef {{}} Try_AgainInputs */
/** @typedef {{ label: NonNullable<unknown> }} Typed_Number_DecimalInputs */
/** @typedef {{ label: NonNullable<unknown> }} Typed_Number_RequiredInputs */
/** @typedef {{ label: NonNullable<unknown> }} Typed_Number_WholeInputs */
import * as registry from "../registry.js"


export const app_name = /** @type {(inputs: App_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Freight Desk`)
};

export const app_opening = /** @type {(inputs: App_OpeningInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Opening ${i?.screen}…`)
};

export const app_part_failed_to_load = /** @type {(inputs: App_Part_Failed_To_LoadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Part of Freight Desk failed to load. Restart the app; if it keeps happening, reinstall it.`)
};

export const app_screen_draw_failed = /** @type {(inputs: App_Screen_Draw_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.screen} could not show what it received`)
};

export const app_screen_failed_drawing = /** @type {(inputs: App_Screen_Failed_DrawingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Part of this screen failed while showing what the freight service sent${i?.detail}. Try again; if it keeps happening, report it with what you were doing.`)
};

export const app_screen_open_failed = /** @type {(inputs: App_Screen_Open_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.screen} could not be opened`)
};

export const app_skip_to_content = /** @type {(inputs: App_Skip_To_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Skip to content`)
};

export const appearance_dark = /** @type {(inputs: Appearance_DarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dark`)
};

export const appearance_description = /** @type {(inputs: Appearance_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How Freight Desk looks and speaks on this computer.`)
};

export const appearance_language = /** @type {(inputs: Appearance_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Language`)
};

export const appearance_language_hint = /** @type {(inputs: Appearance_Language_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`System follows the language of your operating system: Spanish for any Spanish, English otherwise. Dates, numbers and amounts follow it.`)
};

export const appearance_language_save_failed = /** @type {(inputs: Appearance_Language_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not save the language`)
};

export const appearance_light = /** @type {(inputs: Appearance_LightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Light`)
};

export const appearance_read_failed = /** @type {(inputs: Appearance_Read_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not read the appearance settings`)
};

export const appearance_system = /** @type {(inputs: Appearance_SystemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`System`)
};

export const appearance_theme = /** @type {(inputs: Appearance_ThemeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Theme`)
};

export const appearance_theme_hint = /** @type {(inputs: Appearance_Theme_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`System follows the light or dark setting of your operating system.`)
};

export const appearance_theme_save_failed = /** @type {(inputs: Appearance_Theme_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not save the theme`)
};

export const appearance_title = /** @type {(inputs: Appearance_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Appearance`)
};

export const as_of = /** @type {(inputs: As_OfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`As of`)
};

export const as_of_not_fetched = /** @type {(inputs: As_Of_Not_FetchedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not fetched yet`)
};

export const as_of_saved = /** @type {(inputs: As_Of_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saved copy as of`)
};

export const autocomplete_none_found = /** @type {(inputs: Autocomplete_None_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No ${i?.noun} found for “${i?.searched}”. Check the spelling or try another name or code.`)
};

export const autocomplete_saved_answer = /** @type {(inputs: Autocomplete_Saved_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saved answer from an earlier search:`)
};

export const autocomplete_searching = /** @type {(inputs: Autocomplete_SearchingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Searching for “${i?.searched}”…`)
};

export const autocomplete_suggestions = /** @type {(inputs: Autocomplete_SuggestionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suggestions`)
};

export const basket_remove = /** @type {(inputs: Basket_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove`)
};

export const basket_remove_file = /** @type {(inputs: Basket_Remove_FileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove ${i?.file}`)
};

export const booking_cargo_add = /** @type {(inputs: Booking_Cargo_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add cargo line`)
};

export const booking_cargo_add_of_container = /** @type {(inputs: Booking_Cargo_Add_Of_ContainerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Add cargo line of container ${i?.container}`)
};

export const booking_cargo_line = /** @type {(inputs: Booking_Cargo_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cargo line ${i?.line}`)
};

export const booking_cargo_of_container = /** @type {(inputs: Booking_Cargo_Of_ContainerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`of container ${i?.container}`)
};

export const booking_cargo_remove = /** @type {(inputs: Booking_Cargo_RemoveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove cargo line ${i?.line}`)
};

export const booking_cargo_remove_of_container = /** @type {(inputs: Booking_Cargo_Remove_Of_ContainerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove cargo line ${i?.line} of container ${i?.container}`)
};

export const booking_col_mode = /** @type {(inputs: Booking_Col_ModeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mode`)
};

export const booking_container = /** @type {(inputs: Booking_ContainerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Container ${i?.container}`)
};

export const booking_container_add = /** @type {(inputs: Booking_Container_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add container`)
};

export const booking_container_line = /** @type {(inputs: Booking_Container_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Container ${i?.container}, cargo line ${i?.line}`)
};

export const booking_container_remove = /** @type {(inputs: Booking_Container_RemoveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove container ${i?.container}`)
};

export const booking_containers_booking_describes = /** @type {(inputs: Booking_Containers_Booking_DescribesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`the booking describes one.`);
	return /** @type {LocalizedString} */ (`the booking describes ${i?.shown}.`)
	
};

export const booking_containers_quote_for = /** @type {(inputs: Booking_Containers_Quote_ForInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`The quote is for one container;`);
	return /** @type {LocalizedString} */ (`The quote is for ${i?.shown} containers;`)
	
};

export const booking_drafts_description = /** @type {(inputs: Booking_Drafts_DescriptionInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} form filled in on this desk and not booked yet, the latest first`);
	return /** @type {LocalizedString} */ (`${i?.shown} forms filled in on this desk and not booked yet, the latest first`)
	
};

export const booking_drafts_kept = /** @type {(inputs: Booking_Drafts_KeptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`kept`)
};

export const booking_drafts_no_carrier = /** @type {(inputs: Booking_Drafts_No_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`carrier not given`)
};

export const booking_drafts_no_contact = /** @type {(inputs: Booking_Drafts_No_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No contact typed yet`)
};

export const booking_drafts_quote_gone = /** @type {(inputs: Booking_Drafts_Quote_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`its quote is no longer among the saved quotes`)
};

export const booking_drafts_read_failed = /** @type {(inputs: Booking_Drafts_Read_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not read the bookings in progress`)
};

export const booking_drafts_resume = /** @type {(inputs: Booking_Drafts_ResumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resume`)
};

export const booking_drafts_saved_quote = /** @type {(inputs: Booking_Drafts_Saved_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`saved quote`)
};

export const booking_drafts_the_booking = /** @type {(inputs: Booking_Drafts_The_BookingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the ${i?.mode} booking`)
};

export const booking_drafts_the_form = /** @type {(inputs: Booking_Drafts_The_FormInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the ${i?.mode} form`)
};

export const booking_drafts_title = /** @type {(inputs: Booking_Drafts_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bookings in progress`)
};

export const booking_field_address = /** @type {(inputs: Booking_Field_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Address`)
};

export const booking_field_address_hint = /** @type {(inputs: Booking_Field_Address_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Street, postal code and city.`)
};

export const booking_field_company = /** @type {(inputs: Booking_Field_CompanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Company`)
};

export const booking_field_contact_person = /** @type {(inputs: Booking_Field_Contact_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact person`)
};

export const booking_field_delivery_notes = /** @type {(inputs: Booking_Field_Delivery_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delivery notes`)
};

export const booking_field_description = /** @type {(inputs: Booking_Field_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Description`)
};

export const booking_field_edi_type = /** @type {(inputs: Booking_Field_Edi_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`EDI type`)
};

export const booking_field_edi_type_placeholder = /** @type {(inputs: Booking_Field_Edi_Type_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`e.g. 204`)
};

export const booking_field_email = /** @type {(inputs: Booking_Field_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail`)
};

export const booking_field_hs_code = /** @type {(inputs: Booking_Field_Hs_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`HS code`)
};

export const booking_field_hs_code_placeholder = /** @type {(inputs: Booking_Field_Hs_Code_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`e.g. 8401.10`)
};

export const booking_field_incoterm = /** @type {(inputs: Booking_Field_IncotermInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Incoterm`)
};

export const booking_field_incoterm_hint = /** @type {(inputs: Booking_Field_Incoterm_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Incoterms 2020.`)
};

export const booking_field_optional = /** @type {(inputs: Booking_Field_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Optional.`)
};

export const booking_field_phone = /** @type {(inputs: Booking_Field_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Phone`)
};

export const booking_field_phone_prefix = /** @type {(inputs: Booking_Field_Phone_PrefixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Phone prefix`)
};

export const booking_field_phone_prefix_hint = /** @type {(inputs: Booking_Field_Phone_Prefix_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Without the +, e.g. 34.`)
};

export const booking_field_pickup_from = /** @type {(inputs: Booking_Field_Pickup_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup from`)
};

export const booking_field_pickup_notes = /** @type {(inputs: Booking_Field_Pickup_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup notes`)
};

export const booking_field_pickup_notes_hint = /** @type {(inputs: Booking_Field_Pickup_Notes_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dock, opening hours, who to ask for.`)
};

export const booking_field_pickup_until = /** @type {(inputs: Booking_Field_Pickup_UntilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup until`)
};

export const booking_field_quantity = /** @type {(inputs: Booking_Field_QuantityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quantity`)
};

export const booking_field_track = /** @type {(inputs: Booking_Field_TrackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Track this shipment`)
};

export const booking_field_track_hint = /** @type {(inputs: Booking_Field_Track_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tracking messages from the carrier as the shipment moves.`)
};

export const booking_field_volume = /** @type {(inputs: Booking_Field_VolumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volume`)
};

export const booking_field_weight = /** @type {(inputs: Booking_Field_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weight`)
};

export const booking_flow_before_booking_again = /** @type {(inputs: Booking_Flow_Before_Booking_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`before booking it again.`)
};

export const booking_flow_book_current = /** @type {(inputs: Booking_Flow_Book_CurrentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`and book a current quote.`)
};

export const booking_flow_booked = /** @type {(inputs: Booking_Flow_BookedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Booked.`)
};

export const booking_flow_booked_shipment = /** @type {(inputs: Booking_Flow_Booked_ShipmentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Booked: shipment ${i?.code}.`)
};

export const booking_flow_check_tracking = /** @type {(inputs: Booking_Flow_Check_TrackingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check Tracking`)
};

export const booking_flow_check_tracking_for = /** @type {(inputs: Booking_Flow_Check_Tracking_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Check Tracking for ${i?.agency} shipments`)
};

export const booking_flow_earlier_unknown = /** @type {(inputs: Booking_Flow_Earlier_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An earlier attempt to book this quote ended with an unknown outcome.`)
};

export const booking_flow_expired = /** @type {(inputs: Booking_Flow_ExpiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This quote expired on ${i?.date}; it cannot be booked.`)
};

export const booking_flow_not_made = /** @type {(inputs: Booking_Flow_Not_MadeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The booking was not made`)
};

export const booking_flow_prefilled = /** @type {(inputs: Booking_Flow_PrefilledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Filled in from the rating: ${i?.filled}. Check them and add what the rating did not ask.`)
};

export const booking_flow_price_not_guaranteed = /** @type {(inputs: Booking_Flow_Price_Not_GuaranteedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The carrier’s price is no longer guaranteed:`)
};

export const booking_flow_rate_again = /** @type {(inputs: Booking_Flow_Rate_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`rate the shipment again`)
};

export const booking_flow_sending = /** @type {(inputs: Booking_Flow_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sending the booking…`)
};

export const booking_flow_unknown_check = /** @type {(inputs: Booking_Flow_Unknown_CheckInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check Tracking first: if a new shipment is listed there, the booking went through. Only if it is not there, come back and book again.`)
};

export const booking_flow_unknown_check_with = /** @type {(inputs: Booking_Flow_Unknown_Check_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Check Tracking first: if a new shipment with ${i?.agency} is listed there, the booking went through. Only if it is not there, come back and book again.`)
};

export const booking_flow_unknown_do_not_book = /** @type {(inputs: Booking_Flow_Unknown_Do_Not_BookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Do not book this quote again yet.`)
};

export const booking_flow_unknown_sent = /** @type {(inputs: Booking_Flow_Unknown_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Freight Desk sent the booking, but what came back (or did not) does not say whether the service booked the shipment.`)
};

export const booking_flow_unknown_what = /** @type {(inputs: Booking_Flow_Unknown_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the booking may or may not have been made`)
};

export const booking_form_choose_incoterm = /** @type {(inputs: Booking_Form_Choose_IncotermInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose an incoterm`)
};

export const booking_form_choose_time = /** @type {(inputs: Booking_Form_Choose_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a time`)
};

export const booking_form_label = /** @type {(inputs: Booking_Form_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Booking details`)
};

export const booking_form_min_window = /** @type {(inputs: Booking_Form_Min_WindowInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`The carrier needs a window of at least ${i?.shown} minute.`);
	return /** @type {LocalizedString} */ (`The carrier needs a window of at least ${i?.shown} minutes.`)
	
};

export const booking_form_need_attention = /** @type {(inputs: Booking_Form_Need_AttentionInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`One field needs attention before the booking can be reviewed.`);
	return /** @type {LocalizedString} */ (`${i?.shown} fields need attention before the booking can be reviewed.`)
	
};

export const booking_form_next = /** @type {(inputs: Booking_Form_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next: check everything once more, then book.`)
};

export const booking_form_no_incoterm = /** @type {(inputs: Booking_Form_No_IncotermInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None`)
};

export const booking_form_review = /** @type {(inputs: Booking_Form_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Review booking`)
};

export const booking_form_times_loading = /** @type {(inputs: Booking_Form_Times_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the pickup times the carrier offers…`)
};

export const booking_form_times_none = /** @type {(inputs: Booking_Form_Times_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The carrier offered no pickup times: type them as hh:mm (24 h).`)
};

export const booking_form_times_offered = /** @type {(inputs: Booking_Form_Times_OfferedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Times the carrier offers.`)
};

export const booking_form_times_unanswered = /** @type {(inputs: Booking_Form_Times_UnansweredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The carrier’s pickup times could not be asked for (${i?.reason}): type them as hh:mm (24 h).`)
};

export const booking_go_to_quotes = /** @type {(inputs: Booking_Go_To_QuotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to Quotes`)
};

export const booking_hs_warning = /** @type {(inputs: Booking_Hs_WarningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This does not look like an HS code (4, 6, 8 or 10 digits, dots allowed). The service accepts it, but never confirms a booking with an invalid code.`)
};

export const booking_hs_warning_at = /** @type {(inputs: Booking_Hs_Warning_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.where}, HS code “${i?.code}”: ${i?.warning}`)
};

export const booking_hs_warning_code = /** @type {(inputs: Booking_Hs_Warning_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`HS code “${i?.code}”: ${i?.warning}`)
};

export const booking_list_count = /** @type {(inputs: Booking_List_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} booking on this account, newest first. Open one to follow it in Tracking.`);
	return /** @type {LocalizedString} */ (`${i?.shown} bookings on this account, newest first. Open one to follow it in Tracking.`)
	
};

export const booking_list_description = /** @type {(inputs: Booking_List_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every shipment booked on this account, newest first.`)
};

export const booking_list_empty_text = /** @type {(inputs: Booking_List_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A booking starts from a rate: rate the shipment and choose Book on the rate you want, or Book on a saved quote in Quotes.`)
};

export const booking_list_empty_title = /** @type {(inputs: Booking_List_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No bookings yet`)
};

export const booking_list_read_failed = /** @type {(inputs: Booking_List_Read_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not read the bookings`)
};

export const booking_list_reading = /** @type {(inputs: Booking_List_ReadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reading the bookings…`)
};

export const booking_list_title = /** @type {(inputs: Booking_List_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bookings`)
};

export const booking_not_bookable_reason = /** @type {(inputs: Booking_Not_Bookable_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.mode} quotes cannot be booked in Freight Desk: the freight service books ${i?.modes} only.`)
};

export const booking_open_shipment = /** @type {(inputs: Booking_Open_ShipmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open shipment`)
};

export const booking_prefill_cargo_lines = /** @type {(inputs: Booking_Prefill_Cargo_LinesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`one cargo line`);
	return /** @type {LocalizedString} */ (`${i?.shown} cargo lines`)
	
};

export const booking_prefill_containers = /** @type {(inputs: Booking_Prefill_ContainersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`the container and weights`);
	return /** @type {LocalizedString} */ (`${i?.shown} containers and weights`)
	
};

export const booking_prefill_goods = /** @type {(inputs: Booking_Prefill_GoodsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the goods description`)
};

export const booking_prefill_places = /** @type {(inputs: Booking_Prefill_PlacesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the places of the rating in the address lines`)
};

export const booking_quote_booked_as = /** @type {(inputs: Booking_Quote_Booked_AsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It was booked from this desk as shipment`)
};

export const booking_quote_booked_title = /** @type {(inputs: Booking_Quote_Booked_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This quote has been booked`)
};

export const booking_quote_books_only = /** @type {(inputs: Booking_Quote_Books_OnlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The freight service books ${i?.modes} shipments only.`)
};

export const booking_quote_kind_unknown = /** @type {(inputs: Booking_Quote_Kind_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Freight Desk cannot tell what kind of quote this is`)
};

export const booking_quote_load_failed = /** @type {(inputs: Booking_Quote_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not load the saved quotes`)
};

export const booking_quote_loading = /** @type {(inputs: Booking_Quote_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the saved quote…`)
};

export const booking_quote_missing_text = /** @type {(inputs: Booking_Quote_Missing_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It may have been booked or deleted already. Check Tracking for a shipment, or pick another quote.`)
};

export const booking_quote_missing_title = /** @type {(inputs: Booking_Quote_Missing_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This quote is not among your saved quotes`)
};

export const booking_quote_no_longer_listed = /** @type {(inputs: Booking_Quote_No_Longer_ListedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`; the service no longer lists it as a saved quote.`)
};

export const booking_quote_not_bookable = /** @type {(inputs: Booking_Quote_Not_BookableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.mode} quotes cannot be booked here`)
};

export const booking_quote_open_from_quotes = /** @type {(inputs: Booking_Quote_Open_From_QuotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open it from the Quotes screen, which passes its type along.`)
};

export const booking_quote_unknown_type = /** @type {(inputs: Booking_Quote_Unknown_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unknown type`)
};

export const booking_rate_shipment = /** @type {(inputs: Booking_Rate_ShipmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rate a shipment`)
};

export const booking_review_back = /** @type {(inputs: Booking_Review_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to edit`)
};

export const booking_review_book = /** @type {(inputs: Booking_Review_BookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Book shipment`)
};

export const booking_review_booking = /** @type {(inputs: Booking_Review_BookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Booking…`)
};

export const booking_review_cargo_line = /** @type {(inputs: Booking_Review_Cargo_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargo line`)
};

export const booking_review_cargo_lines = /** @type {(inputs: Booking_Review_Cargo_LinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargo lines`)
};

export const booking_review_intro = /** @type {(inputs: Booking_Review_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This is everything Freight Desk will send to book this quote (${i?.mode}). Nothing has been sent yet.`)
};

export const booking_review_look_twice = /** @type {(inputs: Booking_Review_Look_TwiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Look twice before booking`)
};

export const booking_review_needs_service = /** @type {(inputs: Booking_Review_Needs_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Booking needs the service.`)
};

export const booking_review_no = /** @type {(inputs: Booking_Review_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No`)
};

export const booking_review_title = /** @type {(inputs: Booking_Review_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Review the booking`)
};

export const booking_review_yes = /** @type {(inputs: Booking_Review_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yes`)
};

export const booking_rule_email = /** @type {(inputs: Booking_Rule_EmailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} must be an e-mail address`)
};

export const booking_rule_incoterm_code = /** @type {(inputs: Booking_Rule_Incoterm_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} must be an Incoterms 2020 code (${i?.codes})`)
};

export const booking_rule_incoterm_required = /** @type {(inputs: Booking_Rule_Incoterm_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} is required for sea bookings`)
};

export const booking_rule_more_than_zero = /** @type {(inputs: Booking_Rule_More_Than_ZeroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} must be more than 0`)
};

export const booking_rule_no_cargos = /** @type {(inputs: Booking_Rule_No_CargosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargos must hold at least one cargo`)
};

export const booking_rule_no_container_cargo = /** @type {(inputs: Booking_Rule_No_Container_CargoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Each container needs at least one cargo`)
};

export const booking_rule_no_containers = /** @type {(inputs: Booking_Rule_No_ContainersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Containers must hold at least one container`)
};

export const booking_rule_no_plus = /** @type {(inputs: Booking_Rule_No_PlusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} is written without the plus sign`)
};

export const booking_rule_quote_required = /** @type {(inputs: Booking_Rule_Quote_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Id (the selected quote) is required`)
};

export const booking_rule_required = /** @type {(inputs: Booking_Rule_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} is required`)
};

export const booking_rule_time = /** @type {(inputs: Booking_Rule_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} must be a time hh:mm or hh:mm:ss`)
};

export const booking_rule_time_order = /** @type {(inputs: Booking_Rule_Time_OrderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} must be later than ${i?.earlier}`)
};

export const booking_saved_quotes = /** @type {(inputs: Booking_Saved_QuotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saved quotes`)
};

export const booking_section_cargos = /** @type {(inputs: Booking_Section_CargosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargo`)
};

export const booking_section_cargos_description = /** @type {(inputs: Booking_Section_Cargos_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Each kind of goods in the shipment.`)
};

export const booking_section_containers = /** @type {(inputs: Booking_Section_ContainersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Containers and cargo`)
};

export const booking_section_containers_description = /** @type {(inputs: Booking_Section_Containers_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What goes into each container. Freight Desk numbers the containers and cargo lines itself.`)
};

export const booking_section_destination = /** @type {(inputs: Booking_Section_DestinationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Destination contact`)
};

export const booking_section_destination_description = /** @type {(inputs: Booking_Section_Destination_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Who receives the goods, and where.`)
};

export const booking_section_origin = /** @type {(inputs: Booking_Section_OriginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Origin contact`)
};

export const booking_section_origin_description = /** @type {(inputs: Booking_Section_Origin_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Who hands over the goods, and where.`)
};

export const booking_section_pickup = /** @type {(inputs: Booking_Section_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup and delivery`)
};

export const booking_section_pickup_description = /** @type {(inputs: Booking_Section_Pickup_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The pickup window on the pickup day, and notes for the driver.`)
};

export const booking_section_terms = /** @type {(inputs: Booking_Section_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terms`)
};

export const booking_section_terms_description = /** @type {(inputs: Booking_Section_Terms_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Who pays for what, and whether the shipment is tracked.`)
};

export const booking_success_book_another = /** @type {(inputs: Booking_Success_Book_AnotherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Book another saved quote`)
};

export const booking_success_booking_code = /** @type {(inputs: Booking_Success_Booking_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Booking code`)
};

export const booking_success_lead = /** @type {(inputs: Booking_Success_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The service accepted the booking of the ${i?.mode} quote. Keep these codes for the carrier and the customer.`)
};

export const booking_success_lead_with = /** @type {(inputs: Booking_Success_Lead_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The service accepted the booking of the ${i?.mode} quote with ${i?.agency}. Keep these codes for the carrier and the customer.`)
};

export const booking_success_not_given = /** @type {(inputs: Booking_Success_Not_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not given by the service`)
};

export const booking_success_shipment_code = /** @type {(inputs: Booking_Success_Shipment_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shipment code`)
};

export const booking_success_title = /** @type {(inputs: Booking_Success_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Booked`)
};

export const booking_success_tracking_code = /** @type {(inputs: Booking_Success_Tracking_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tracking code`)
};

export const booking_success_unsafe_link = /** @type {(inputs: Booking_Success_Unsafe_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service sent a tracking address that is not a web link; Freight Desk does not open it.`)
};

export const booking_summary_days = /** @type {(inputs: Booking_Summary_DaysInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} day`);
	return /** @type {LocalizedString} */ (`${i?.shown} days`)
	
};

export const booking_summary_delivery = /** @type {(inputs: Booking_Summary_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delivery`)
};

export const booking_summary_expired = /** @type {(inputs: Booking_Summary_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expired`)
};

export const booking_summary_expires = /** @type {(inputs: Booking_Summary_ExpiresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expires`)
};

export const booking_summary_no_carrier = /** @type {(inputs: Booking_Summary_No_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carrier not given`)
};

export const booking_summary_no_expiry = /** @type {(inputs: Booking_Summary_No_ExpiryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No expiry given`)
};

export const booking_summary_pickup = /** @type {(inputs: Booking_Summary_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup`)
};

export const booking_summary_price = /** @type {(inputs: Booking_Summary_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price`)
};

export const booking_summary_price_not_given = /** @type {(inputs: Booking_Summary_Price_Not_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not given`)
};

export const booking_summary_quote = /** @type {(inputs: Booking_Summary_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quote`)
};

export const booking_summary_saved_quote = /** @type {(inputs: Booking_Summary_Saved_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saved quote`)
};

export const booking_summary_transit = /** @type {(inputs: Booking_Summary_TransitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transit`)
};

export const cancel = /** @type {(inputs: CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel`)
};

export const change_counted_added = /** @type {(inputs: Change_Counted_AddedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} new`);
	return /** @type {LocalizedString} */ (`${i?.count} new`)
	
};

export const change_counted_customs = /** @type {(inputs: Change_Counted_CustomsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} customs status changed`);
	return /** @type {LocalizedString} */ (`${i?.count} customs status changed`)
	
};

export const change_counted_delivery_date = /** @type {(inputs: Change_Counted_Delivery_DateInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} ETA moved`);
	return /** @type {LocalizedString} */ (`${i?.count} ETA moved`)
	
};

export const change_counted_documents_changed = /** @type {(inputs: Change_Counted_Documents_ChangedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} document changed`);
	return /** @type {LocalizedString} */ (`${i?.count} documents changed`)
	
};

export const change_counted_documents_uploaded = /** @type {(inputs: Change_Counted_Documents_UploadedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} document uploaded`);
	return /** @type {LocalizedString} */ (`${i?.count} documents uploaded`)
	
};

export const change_counted_documents_validated = /** @type {(inputs: Change_Counted_Documents_ValidatedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} document validated`);
	return /** @type {LocalizedString} */ (`${i?.count} documents validated`)
	
};

export const change_counted_free_time_past = /** @type {(inputs: Change_Counted_Free_Time_PastInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} past free time`);
	return /** @type {LocalizedString} */ (`${i?.count} past free time`)
	
};

export const change_counted_free_time_soon = /** @type {(inputs: Change_Counted_Free_Time_SoonInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} free time ending`);
	return /** @type {LocalizedString} */ (`${i?.count} free time ending`)
	
};

export const change_counted_messages = /** @type {(inputs: Change_Counted_MessagesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} new message`);
	return /** @type {LocalizedString} */ (`${i?.count} new messages`)
	
};

export const change_counted_pickup_date = /** @type {(inputs: Change_Counted_Pickup_DateInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} pickup moved`);
	return /** @type {LocalizedString} */ (`${i?.count} pickup moved`)
	
};

export const change_counted_status = /** @type {(inputs: Change_Counted_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} ${i?.status}`)
};

export const change_counted_unlisted = /** @type {(inputs: Change_Counted_UnlistedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} no longer listed`);
	return /** @type {LocalizedString} */ (`${i?.count} no longer listed`)
	
};

export const change_document_no_longer_uploaded = /** @type {(inputs: Change_Document_No_Longer_UploadedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: no longer uploaded`)
};

export const change_document_status = /** @type {(inputs: Change_Document_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: ${i?.status}`)
};

export const change_document_status_removed = /** @type {(inputs: Change_Document_Status_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: validation status removed (was ${i?.was})`)
};

export const change_document_unnamed = /** @type {(inputs: Change_Document_UnnamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A document`)
};

export const change_document_uploaded = /** @type {(inputs: Change_Document_UploadedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} uploaded`)
};

export const change_document_validated = /** @type {(inputs: Change_Document_ValidatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} validated`)
};

export const change_free_time = /** @type {(inputs: Change_Free_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Free time`)
};

export const change_free_time_past = /** @type {(inputs: Change_Free_Time_PastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: past the last free day (${i?.day}), the charge accrues`)
};

export const change_free_time_past_unreported = /** @type {(inputs: Change_Free_Time_Past_UnreportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: ${i?.stop} not reported; if still out, past the last free day (${i?.day}), the charge accrues`)
};

export const change_free_time_soon = /** @type {(inputs: Change_Free_Time_SoonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: last free day ${i?.day}, 48 hours or less left`)
};

export const change_free_time_soon_unreported = /** @type {(inputs: Change_Free_Time_Soon_UnreportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: ${i?.stop} not reported; if still out, last free day ${i?.day}, 48 hours or less left`)
};

export const change_kind_added = /** @type {(inputs: Change_Kind_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New shipments`)
};

export const change_kind_added_hint = /** @type {(inputs: Change_Kind_Added_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A shipment booked elsewhere appears in the list (not the ones you book here).`)
};

export const change_kind_customs = /** @type {(inputs: Change_Kind_CustomsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Customs status`)
};

export const change_kind_customs_hint = /** @type {(inputs: Change_Kind_Customs_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A shipment’s customs status moved (pending, cleared, held…).`)
};

export const change_kind_delivery_date = /** @type {(inputs: Change_Kind_Delivery_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ETA moved`)
};

export const change_kind_delivery_date_hint = /** @type {(inputs: Change_Kind_Delivery_Date_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The estimated delivery date of a shipment changed.`)
};

export const change_kind_documents = /** @type {(inputs: Change_Kind_DocumentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Document checks`)
};

export const change_kind_documents_hint = /** @type {(inputs: Change_Kind_Documents_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A required document was uploaded, validated or refused (found outside the Documents screen).`)
};

export const change_kind_free_time = /** @type {(inputs: Change_Kind_Free_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Free time running out`)
};

export const change_kind_free_time_hint = /** @type {(inputs: Change_Kind_Free_Time_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A booked sea shipment came within 48 hours of its last free day (demurrage, detention, storage), or passed it, while its clock runs.`)
};

export const change_kind_messages = /** @type {(inputs: Change_Kind_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New tracking messages`)
};

export const change_kind_messages_hint = /** @type {(inputs: Change_Kind_Messages_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New messages found when a shipment’s messages are fetched in the background (not while you read them).`)
};

export const change_kind_pickup_date = /** @type {(inputs: Change_Kind_Pickup_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup date moved`)
};

export const change_kind_pickup_date_hint = /** @type {(inputs: Change_Kind_Pickup_Date_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The pickup date of a shipment changed.`)
};

export const change_kind_status = /** @type {(inputs: Change_Kind_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status changes`)
};

export const change_kind_status_hint = /** @type {(inputs: Change_Kind_Status_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A shipment’s tracking status moved (picked up, in transit, delivered…).`)
};

export const change_kind_unlisted = /** @type {(inputs: Change_Kind_UnlistedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No longer listed`)
};

export const change_kind_unlisted_hint = /** @type {(inputs: Change_Kind_Unlisted_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service stopped listing a shipment; the desk keeps it.`)
};

export const change_stop_discharge = /** @type {(inputs: Change_Stop_DischargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`discharge`)
};

export const change_stop_empty_return = /** @type {(inputs: Change_Stop_Empty_ReturnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`empty return`)
};

export const change_stop_release = /** @type {(inputs: Change_Stop_ReleaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`release`)
};

export const choose_files = /** @type {(inputs: Choose_FilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose files…`)
};

export const choose_none = /** @type {(inputs: Choose_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose none`)
};

export const company_choose_logo = /** @type {(inputs: Company_Choose_LogoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose logo…`)
};

export const company_description = /** @type {(inputs: Company_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Printed at the head of every quote PDF you send to a customer.`)
};

export const company_logo = /** @type {(inputs: Company_LogoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Logo`)
};

export const company_logo_alt = /** @type {(inputs: Company_Logo_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Company logo: ${i?.file}`)
};

export const company_logo_facts = /** @type {(inputs: Company_Logo_FactsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file} · ${i?.width} × ${i?.height} px · ${i?.size}`)
};

export const company_logo_limits = /** @type {(inputs: Company_Logo_LimitsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`PNG or JPEG, at most ${i?.size}. Printed at most 150 × 54 pt, proportions kept.`)
};

export const company_name = /** @type {(inputs: Company_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Company name`)
};

export const company_name_hint = /** @type {(inputs: Company_Name_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`As your customers know you, e.g. “Acme Forwarding S.L.”`)
};

export const company_name_save_failed = /** @type {(inputs: Company_Name_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not save the company name`)
};

export const company_no_logo = /** @type {(inputs: Company_No_LogoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No logo`)
};

export const company_remove_logo = /** @type {(inputs: Company_Remove_LogoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove logo`)
};

export const company_replace_logo = /** @type {(inputs: Company_Replace_LogoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Replace logo…`)
};

export const company_save_name = /** @type {(inputs: Company_Save_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save name`)
};

export const company_title = /** @type {(inputs: Company_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Company`)
};

export const connection_checking = /** @type {(inputs: Connection_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checking the connection…`)
};

export const copy_done = /** @type {(inputs: Copy_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copied`)
};

export const copy_failed = /** @type {(inputs: Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not copy: select the text instead`)
};

export const copy_what = /** @type {(inputs: Copy_WhatInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Copy ${i?.what}`)
};

export const date_day_letters = /** @type {(inputs: Date_Day_LettersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`dd`)
};

export const date_month_letters = /** @type {(inputs: Date_Month_LettersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`mm`)
};

export const date_year_letters = /** @type {(inputs: Date_Year_LettersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`yyyy`)
};

export const dismiss = /** @type {(inputs: DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dismiss`)
};

export const documents_about_for = /** @type {(inputs: Documents_About_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`for ${i?.name}`)
};

export const documents_about_of = /** @type {(inputs: Documents_About_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`of ${i?.name}`)
};

export const documents_announce_failed = /** @type {(inputs: Documents_Announce_FailedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} failed`);
	return /** @type {LocalizedString} */ (`${i?.shown} failed`)
	
};

export const documents_announce_finished = /** @type {(inputs: Documents_Announce_FinishedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Uploads finished: ${i?.parts}.`)
};

export const documents_announce_unknown = /** @type {(inputs: Documents_Announce_UnknownInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} with an unknown outcome: check the checklist`);
	return /** @type {LocalizedString} */ (`${i?.shown} with an unknown outcome: check the checklist`)
	
};

export const documents_announce_uploaded = /** @type {(inputs: Documents_Announce_UploadedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} uploaded`);
	return /** @type {LocalizedString} */ (`${i?.shown} uploaded`)
	
};

export const documents_choose_document = /** @type {(inputs: Documents_Choose_DocumentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a document`)
};

export const documents_choose_document_placeholder = /** @type {(inputs: Documents_Choose_Document_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a document…`)
};

export const documents_choose_files = /** @type {(inputs: Documents_Choose_FilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose files…`)
};

export const documents_choose_for = /** @type {(inputs: Documents_Choose_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Choose the document for ${i?.files}.`)
};

export const documents_clear = /** @type {(inputs: Documents_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clear`)
};

export const documents_clear_finished = /** @type {(inputs: Documents_Clear_FinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clear finished`)
};

export const documents_download = /** @type {(inputs: Documents_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download`)
};

export const documents_drop_hint = /** @type {(inputs: Documents_Drop_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Drop files here, or use “Choose files…”. Accepted: PDF, images, Office documents, CSV and text, ${i?.limit}.`)
};

export const documents_drop_panel = /** @type {(inputs: Documents_Drop_PanelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Drop to upload to ${i?.shipment}`)
};

export const documents_drop_row = /** @type {(inputs: Documents_Drop_RowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Drop to upload as ${i?.name}`)
};

export const documents_empty_text = /** @type {(inputs: Documents_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Its document checklist appears here: what is required, what is uploaded, and the blank templates.`)
};

export const documents_empty_title = /** @type {(inputs: Documents_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a shipment`)
};

export const documents_file_not_here = /** @type {(inputs: Documents_File_Not_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Its file is not on this desk: opening it needs the service.`)
};

export const documents_file_save_cancelled = /** @type {(inputs: Documents_File_Save_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Not saved: the save of ${i?.name} was cancelled.`)
};

export const documents_file_save_failed = /** @type {(inputs: Documents_File_Save_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} was not saved`)
};

export const documents_load_failed = /** @type {(inputs: Documents_Load_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Could not load the documents of ${i?.shipment}`)
};

export const documents_loading = /** @type {(inputs: Documents_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the document checklist…`)
};

export const documents_none_text = /** @type {(inputs: Documents_None_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The service lists no documents to upload for ${i?.shipment}.`)
};

export const documents_none_title = /** @type {(inputs: Documents_None_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No documents for this shipment`)
};

export const documents_not_uploaded = /** @type {(inputs: Documents_Not_UploadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not uploaded`)
};

export const documents_offline_action = /** @type {(inputs: Documents_Offline_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uploading needs the service: files you drop or choose wait below until it is back.`)
};

export const documents_offline_announce = /** @type {(inputs: Documents_Offline_AnnounceInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} file was not uploaded: ${i?.reason}`);
	return /** @type {LocalizedString} */ (`${i?.shown} files were not uploaded: ${i?.reason}`)
	
};

export const documents_optional = /** @type {(inputs: Documents_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Optional`)
};

export const documents_other_shipment_error = /** @type {(inputs: Documents_Other_Shipment_ErrorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The freight service answered with the documents of another shipment (${i?.ids}) instead of those of ${i?.shipment}. Freight Desk does not list them as this shipment's; try again, and if it keeps happening, report it to your provider.`)
};

export const documents_other_shipment_note = /** @type {(inputs: Documents_Other_Shipment_NoteInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`The service's answer also listed ${i?.shown} document of another shipment (${i?.ids}); it is not shown here.`);
	return /** @type {LocalizedString} */ (`The service's answer also listed ${i?.shown} documents of another shipment (${i?.ids}); they are not shown here.`)
	
};

export const documents_panel_description = /** @type {(inputs: Documents_Panel_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Drop a file on a document to upload it there, or drop several anywhere on this panel and choose where each goes.`)
};

export const documents_panel_title = /** @type {(inputs: Documents_Panel_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Documents of ${i?.shipment}`)
};

export const documents_phase_done = /** @type {(inputs: Documents_Phase_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uploaded`)
};

export const documents_phase_failed = /** @type {(inputs: Documents_Phase_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed`)
};

export const documents_phase_reading = /** @type {(inputs: Documents_Phase_ReadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reading`)
};

export const documents_phase_ready = /** @type {(inputs: Documents_Phase_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ready`)
};

export const documents_phase_refused = /** @type {(inputs: Documents_Phase_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not sent`)
};

export const documents_phase_sending = /** @type {(inputs: Documents_Phase_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sending`)
};

export const documents_phase_unknown = /** @type {(inputs: Documents_Phase_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Outcome unknown`)
};

export const documents_phase_waiting = /** @type {(inputs: Documents_Phase_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waiting`)
};

export const documents_picker_caption_recent = /** @type {(inputs: Documents_Picker_Caption_RecentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recent shipments`)
};

export const documents_picker_caption_search = /** @type {(inputs: Documents_Picker_Caption_SearchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Shipments matching ${i?.searched}`)
};

export const documents_picker_change = /** @type {(inputs: Documents_Picker_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change shipment`)
};

export const documents_picker_code_label = /** @type {(inputs: Documents_Picker_Code_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shipment code`)
};

export const documents_picker_code_placeholder = /** @type {(inputs: Documents_Picker_Code_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leave empty for the most recent shipments`)
};

export const documents_picker_col_actions = /** @type {(inputs: Documents_Picker_Col_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actions`)
};

export const documents_picker_col_pickup = /** @type {(inputs: Documents_Picker_Col_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pick-up`)
};

export const documents_picker_col_route = /** @type {(inputs: Documents_Picker_Col_RouteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Route`)
};

export const documents_picker_col_shipment = /** @type {(inputs: Documents_Picker_Col_ShipmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shipment`)
};

export const documents_picker_col_type = /** @type {(inputs: Documents_Picker_Col_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type`)
};

export const documents_picker_description = /** @type {(inputs: Documents_Picker_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Find a booked shipment by its code, or pick a recent one.`)
};

export const documents_picker_find = /** @type {(inputs: Documents_Picker_FindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Find`)
};

export const documents_picker_keep = /** @type {(inputs: Documents_Picker_KeepInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Keep ${i?.code}`)
};

export const documents_picker_list_failed = /** @type {(inputs: Documents_Picker_List_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not list shipments`)
};

export const documents_picker_listed = /** @type {(inputs: Documents_Picker_ListedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} shipment listed`);
	return /** @type {LocalizedString} */ (`${i?.shown} shipments listed`)
	
};

export const documents_picker_loading_recent = /** @type {(inputs: Documents_Picker_Loading_RecentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading recent shipments…`)
};

export const documents_picker_looking_for = /** @type {(inputs: Documents_Picker_Looking_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Looking for ${i?.searched}…`)
};

export const documents_picker_looking_up = /** @type {(inputs: Documents_Picker_Looking_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Looking up the shipment…`)
};

export const documents_picker_matching = /** @type {(inputs: Documents_Picker_MatchingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} shipment matching ${i?.searched}`);
	return /** @type {LocalizedString} */ (`${i?.shown} shipments matching ${i?.searched}`)
	
};

export const documents_picker_most_recent = /** @type {(inputs: Documents_Picker_Most_RecentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Most recent pick-ups first`)
};

export const documents_picker_no_match = /** @type {(inputs: Documents_Picker_No_MatchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No shipment matches ${i?.searched}`)
};

export const documents_picker_none = /** @type {(inputs: Documents_Picker_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No shipments yet`)
};

export const documents_picker_none_text = /** @type {(inputs: Documents_Picker_None_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shipments appear here once they are booked.`)
};

export const documents_picker_open_tracking = /** @type {(inputs: Documents_Picker_Open_TrackingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open in Tracking`)
};

export const documents_picker_show = /** @type {(inputs: Documents_Picker_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show documents`)
};

export const documents_picker_title = /** @type {(inputs: Documents_Picker_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shipment`)
};

export const documents_progress_count = /** @type {(inputs: Documents_Progress_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.uploaded} of ${i?.required}`)
};

export const documents_progress_text = /** @type {(inputs: Documents_Progress_TextInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`required documents uploaded`);
	return /** @type {LocalizedString} */ (`required documents uploaded`)
	
};

export const documents_quoted = /** @type {(inputs: Documents_QuotedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.text}”`)
};

export const documents_ready_announce = /** @type {(inputs: Documents_Ready_AnnounceInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} file ready: check the document each goes to, then upload.`);
	return /** @type {LocalizedString} */ (`${i?.shown} files ready: check the document each goes to, then upload.`)
	
};

export const documents_refused_announce = /** @type {(inputs: Documents_Refused_AnnounceInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} file was not sent; see the reasons under Uploads.`);
	return /** @type {LocalizedString} */ (`${i?.shown} files were not sent; see the reasons under Uploads.`)
	
};

export const documents_reload = /** @type {(inputs: Documents_ReloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reload`)
};

export const documents_reload_checklist = /** @type {(inputs: Documents_Reload_ChecklistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reload the checklist`)
};

export const documents_required = /** @type {(inputs: Documents_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Required`)
};

export const documents_staged_as = /** @type {(inputs: Documents_Staged_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Upload ${i?.file} as`)
};

export const documents_staged_offline = /** @type {(inputs: Documents_Staged_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not uploaded yet.`)
};

export const documents_staged_text = /** @type {(inputs: Documents_Staged_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Each file is proposed for the document its name matches, else the first required document not uploaded yet. Change any before uploading.`)
};

export const documents_staged_title = /** @type {(inputs: Documents_Staged_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Files to upload`)
};

export const documents_summary_busy = /** @type {(inputs: Documents_Summary_BusyInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} in progress`);
	return /** @type {LocalizedString} */ (`${i?.shown} in progress`)
	
};

export const documents_summary_done = /** @type {(inputs: Documents_Summary_DoneInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} uploaded`);
	return /** @type {LocalizedString} */ (`${i?.shown} uploaded`)
	
};

export const documents_summary_failed = /** @type {(inputs: Documents_Summary_FailedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} failed`);
	return /** @type {LocalizedString} */ (`${i?.shown} failed`)
	
};

export const documents_summary_ready = /** @type {(inputs: Documents_Summary_ReadyInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} ready`);
	return /** @type {LocalizedString} */ (`${i?.shown} ready`)
	
};

export const documents_summary_refused = /** @type {(inputs: Documents_Summary_RefusedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} not sent`);
	return /** @type {LocalizedString} */ (`${i?.shown} not sent`)
	
};

export const documents_summary_unknown = /** @type {(inputs: Documents_Summary_UnknownInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} outcome unknown`);
	return /** @type {LocalizedString} */ (`${i?.shown} outcome unknown`)
	
};

export const documents_table_caption = /** @type {(inputs: Documents_Table_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Document checklist of ${i?.shipment}`)
};

export const documents_table_col_actions = /** @type {(inputs: Documents_Table_Col_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actions`)
};

export const documents_table_col_document = /** @type {(inputs: Documents_Table_Col_DocumentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Document`)
};

export const documents_table_col_observations = /** @type {(inputs: Documents_Table_Col_ObservationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Observations`)
};

export const documents_table_col_status = /** @type {(inputs: Documents_Table_Col_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status`)
};

export const documents_target_optional = /** @type {(inputs: Documents_Target_OptionalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (optional)`)
};

export const documents_target_optional_uploaded = /** @type {(inputs: Documents_Target_Optional_UploadedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (optional, already uploaded)`)
};

export const documents_target_required = /** @type {(inputs: Documents_Target_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (required)`)
};

export const documents_target_required_uploaded = /** @type {(inputs: Documents_Target_Required_UploadedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (required, already uploaded)`)
};

export const documents_template = /** @type {(inputs: Documents_TemplateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Template`)
};

export const documents_template_file = /** @type {(inputs: Documents_Template_FileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} template.${i?.extension}`)
};

export const documents_template_save_cancelled = /** @type {(inputs: Documents_Template_Save_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Not saved: the save of the ${i?.name} template was cancelled.`)
};

export const documents_template_save_failed = /** @type {(inputs: Documents_Template_Save_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the ${i?.name} template was not saved`)
};

export const documents_the_document = /** @type {(inputs: Documents_The_DocumentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the document`)
};

export const documents_this_shipment = /** @type {(inputs: Documents_This_ShipmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`this shipment`)
};

export const documents_unknown_many = /** @type {(inputs: Documents_Unknown_ManyInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} file may or may not have been uploaded`);
	return /** @type {LocalizedString} */ (`${i?.shown} files may or may not have been uploaded`)
	
};

export const documents_unknown_one = /** @type {(inputs: Documents_Unknown_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file} may or may not have been uploaded`)
};

export const documents_unknown_text = /** @type {(inputs: Documents_Unknown_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The checklist above was read again: if the document now shows as uploaded, the file went through. Upload it again only if it does not.`)
};

export const documents_unnamed = /** @type {(inputs: Documents_UnnamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Document`)
};

export const documents_upload = /** @type {(inputs: Documents_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upload…`)
};

export const documents_upload_again = /** @type {(inputs: Documents_Upload_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upload again…`)
};

export const documents_upload_files = /** @type {(inputs: Documents_Upload_FilesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Upload ${i?.shown} file`);
	return /** @type {LocalizedString} */ (`Upload ${i?.shown} files`)
	
};

export const documents_upload_limit = /** @type {(inputs: Documents_Upload_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`up to ${i?.mib} MiB each`)
};

export const documents_upload_not_accepted = /** @type {(inputs: Documents_Upload_Not_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service did not accept the file.`)
};

export const documents_upload_unknown_reason = /** @type {(inputs: Documents_Upload_Unknown_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The upload failed for an unknown reason.`)
};

export const documents_uploaded_at = /** @type {(inputs: Documents_Uploaded_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Uploaded ${i?.when}`)
};

export const documents_uploading_as = /** @type {(inputs: Documents_Uploading_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Uploading ${i?.file} as ${i?.document}.`)
};

export const documents_uploads_title = /** @type {(inputs: Documents_Uploads_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uploads`)
};

export const draft_discard = /** @type {(inputs: Draft_DiscardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Discard`)
};

export const draft_restored_from = /** @type {(inputs: Draft_Restored_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Draft restored from`)
};

export const draft_saved = /** @type {(inputs: Draft_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Draft saved`)
};

export const edit = /** @type {(inputs: EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit`)
};

export const empty_state_kept = /** @type {(inputs: Empty_State_KeptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`: the service could not be asked now, so this is what the desk kept.`)
};

export const error_retries_itself = /** @type {(inputs: Error_Retries_ItselfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Freight Desk tries again on its own in a few seconds.`)
};

export const export_agency = /** @type {(inputs: Export_AgencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Agency`)
};

export const export_code = /** @type {(inputs: Export_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code`)
};

export const export_currency = /** @type {(inputs: Export_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Currency`)
};

export const export_currency_not_stated = /** @type {(inputs: Export_Currency_Not_StatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(currency not stated)`)
};

export const export_delivery = /** @type {(inputs: Export_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delivery`)
};

export const export_destination = /** @type {(inputs: Export_DestinationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Destination`)
};

export const export_free_time_charged = /** @type {(inputs: Export_Free_Time_ChargedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Free time charged`)
};

export const export_free_time_currency = /** @type {(inputs: Export_Free_Time_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Free time currency`)
};

export const export_last_free_day = /** @type {(inputs: Export_Last_Free_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last free day`)
};

export const export_not_known = /** @type {(inputs: Export_Not_KnownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`not known`)
};

export const export_origin = /** @type {(inputs: Export_OriginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Origin`)
};

export const export_pickup = /** @type {(inputs: Export_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup`)
};

export const export_price = /** @type {(inputs: Export_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price`)
};

export const export_status = /** @type {(inputs: Export_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status`)
};

export const failure_address_unreachable = /** @type {(inputs: Failure_Address_UnreachableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Could not connect to the freight service at ${i?.host} (address not reachable). Check the service address (the profile's base URL) and your connection, then try again.`)
};

export const failure_ask_access = /** @type {(inputs: Failure_Ask_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ask your freight service provider for access.`)
};

export const failure_body_timeout = /** @type {(inputs: Failure_Body_TimeoutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The freight service stopped sending its answer to "${i?.op}" for ${i?.seconds} s.`)
};

export const failure_broke = /** @type {(inputs: Failure_BrokeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The connection to the freight service broke during "${i?.op}". Check your connection and try again.`)
};

export const failure_broke_attempts = /** @type {(inputs: Failure_Broke_AttemptsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`The connection to the freight service broke during "${i?.op}" (${i?.count} attempt). Check your connection and try again.`);
	return /** @type {LocalizedString} */ (`The connection to the freight service broke during "${i?.op}" (${i?.count} attempts). Check your connection and try again.`)
	
};

export const failure_broke_unknown = /** @type {(inputs: Failure_Broke_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The connection to the freight service broke during "${i?.op}", so its outcome is unknown.`)
};

export const failure_cancelled = /** @type {(inputs: Failure_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.op}" was cancelled.`)
};

export const failure_check_base_url = /** @type {(inputs: Failure_Check_Base_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The profile's base URL, or the API version in it, is probably wrong: check it in Settings.`)
};

export const failure_check_connection = /** @type {(inputs: Failure_Check_ConnectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check your connection and try again.`)
};

export const failure_closed = /** @type {(inputs: Failure_ClosedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.op}" was stopped because the connection to the freight service was closed (profile switched or app closing).`)
};

export const failure_connect_timeout = /** @type {(inputs: Failure_Connect_TimeoutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Could not connect to the freight service at ${i?.host} within ${i?.seconds} s. Check your connection and the service address (the profile's base URL), then try again.`)
};

export const failure_connection_refused = /** @type {(inputs: Failure_Connection_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Could not connect to the freight service at ${i?.host} (connection refused). Check the service address (the profile's base URL) and your connection, then try again.`)
};

export const failure_forbidden = /** @type {(inputs: Failure_ForbiddenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The freight service does not allow this account to do "${i?.op}".`)
};

export const failure_headers_timeout = /** @type {(inputs: Failure_Headers_TimeoutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The freight service did not answer "${i?.op}" within ${i?.seconds} s.`)
};

export const failure_input_invalid = /** @type {(inputs: Failure_Input_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The input is not valid.`)
};

export const failure_internal = /** @type {(inputs: Failure_InternalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Something went wrong inside Freight Desk. Try again; if it keeps happening, restart the app.`)
};

export const failure_it_said = /** @type {(inputs: Failure_It_SaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`It said: "${i?.message}".`)
};

export const failure_more_problems = /** @type {(inputs: Failure_More_ProblemsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`(and ${i?.count} more)`);
	return /** @type {LocalizedString} */ (`(and ${i?.count} more)`)
	
};

export const failure_no_such_address = /** @type {(inputs: Failure_No_Such_AddressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The freight service at ${i?.host} does not offer "${i?.op}" at this address (HTTP 404).`)
};

export const failure_not_found = /** @type {(inputs: Failure_Not_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The freight service found nothing for "${i?.op}".`)
};

export const failure_not_found_changed = /** @type {(inputs: Failure_Not_Found_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing was changed: what you acted on may be gone or out of date, so reload it before anything else.`)
};

export const failure_not_found_check_id = /** @type {(inputs: Failure_Not_Found_Check_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check the id or code.`)
};

export const failure_not_sent_parameter = /** @type {(inputs: Failure_Not_Sent_ParameterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.op}" was not sent: parameter ${i?.problem}.`)
};

export const failure_not_sent_request = /** @type {(inputs: Failure_Not_Sent_RequestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.op}" was not sent: request ${i?.problem}.`)
};

export const failure_refused = /** @type {(inputs: Failure_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The freight service refused "${i?.op}": ${i?.message}`)
};

export const failure_refused_no_reason = /** @type {(inputs: Failure_Refused_No_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The freight service refused "${i?.op}" without giving a reason.`)
};

export const failure_rejected_reason = /** @type {(inputs: Failure_Rejected_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The freight service rejected "${i?.op}": ${i?.reason}. Correct the request first: sent as it is, it would be refused again.`)
};

export const failure_rejected_status = /** @type {(inputs: Failure_Rejected_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The freight service rejected "${i?.op}" (HTTP ${i?.status}). Correct the request first: sent as it is, it would be refused again.`)
};

export const failure_report_if_again = /** @type {(inputs: Failure_Report_If_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try again; if it keeps happening, report it to your provider.`)
};

export const failure_request_timeout = /** @type {(inputs: Failure_Request_TimeoutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The freight service gave up waiting for "${i?.op}". Try again.`)
};

export const failure_server = /** @type {(inputs: Failure_ServerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The freight service failed to carry out "${i?.op}" (HTTP ${i?.status}).`)
};

export const failure_server_attempts = /** @type {(inputs: Failure_Server_AttemptsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`The freight service failed to carry out "${i?.op}" (HTTP ${i?.status}) after ${i?.count} attempt.`);
	return /** @type {LocalizedString} */ (`The freight service failed to carry out "${i?.op}" (HTTP ${i?.status}) after ${i?.count} attempts.`)
	
};

export const failure_server_reported = /** @type {(inputs: Failure_Server_ReportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The freight service reported a failure of "${i?.op}" (HTTP ${i?.status}).`)
};

export const failure_too_large = /** @type {(inputs: Failure_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The freight service sent an answer to "${i?.op}" larger than ${i?.limit} MiB; Freight Desk stopped reading it. Narrow the request (fewer items, a shorter period) or ask your provider.`)
};

export const failure_too_large_refused = /** @type {(inputs: Failure_Too_Large_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The freight service did not carry out "${i?.op}" (HTTP ${i?.status}), and its answer was larger than ${i?.limit} MiB, too large to read. Try again; if it keeps happening, report it to your provider.`)
};

export const failure_too_large_unknown = /** @type {(inputs: Failure_Too_Large_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The freight service sent an answer to "${i?.op}" larger than ${i?.limit} MiB; Freight Desk stopped reading it, so the outcome is unknown.`)
};

export const failure_too_many_requests = /** @type {(inputs: Failure_Too_Many_RequestsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The freight service is receiving too many requests and refused "${i?.op}". Wait a minute and try again.`)
};

export const failure_too_many_requests_wait = /** @type {(inputs: Failure_Too_Many_Requests_WaitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The freight service is receiving too many requests and refused "${i?.op}". Wait ${i?.seconds} s and try again.`)
};

export const failure_try_after = /** @type {(inputs: Failure_Try_AfterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`It asked to wait ${i?.seconds} s; try again then.`)
};

export const failure_try_later = /** @type {(inputs: Failure_Try_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try again in a few minutes.`)
};

export const failure_unauthorized = /** @type {(inputs: Failure_UnauthorizedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The freight service did not accept the session for "${i?.op}", even after signing in again. Check the profile's API key and secret.`)
};

export const failure_unexpected_status = /** @type {(inputs: Failure_Unexpected_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The freight service answered "${i?.op}" with an unexpected HTTP status ${i?.status}.`)
};

export const failure_unknown_channel = /** @type {(inputs: Failure_Unknown_ChannelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Freight Desk has no function called ${i?.channel}.`)
};

export const failure_unknown_outcome = /** @type {(inputs: Failure_Unknown_OutcomeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`It may or may not have been carried out: check ${i?.check} before trying again.`)
};

export const failure_unreadable = /** @type {(inputs: Failure_UnreadableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The freight service sent an answer to "${i?.op}" that Freight Desk cannot read (${i?.problem}).`)
};

export const failure_unreadable_accepted = /** @type {(inputs: Failure_Unreadable_AcceptedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The freight service accepted "${i?.op}" but sent an answer Freight Desk cannot read (${i?.problem}).`)
};

export const keychain_no_credentials = /** @type {(inputs: Keychain_No_CredentialsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No API key and secret are stored for “${i?.name}”. Enter them in Settings.`)
};

export const keychain_other_origin = /** @type {(inputs: Keychain_Other_OriginInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The API key and secret stored for “${i?.name}” were given for ${i?.kept}, but the profile now points at ${i?.origin}. Enter the key and secret for that service in Settings.`)
};

export const keychain_unavailable = /** @type {(inputs: Keychain_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The system keychain is not available, so API credentials cannot be stored or read. On Linux, install and unlock a Secret Service keyring (for example GNOME Keyring); on macOS and Windows, check that the keychain is unlocked.`)
};

export const loading = /** @type {(inputs: LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading`)
};

export const logs_description = /** @type {(inputs: Logs_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What went wrong and when, written to a file on this computer. Keys, secrets and tokens are never written to it.`)
};

export const logs_show_failed = /** @type {(inputs: Logs_Show_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not show the logs`)
};

export const logs_title = /** @type {(inputs: Logs_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Logs`)
};

export const lookups_airports_col_iata = /** @type {(inputs: Lookups_Airports_Col_IataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`IATA`)
};

export const lookups_airports_could_not = /** @type {(inputs: Lookups_Airports_Could_NotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not search airports`)
};

export const lookups_airports_count = /** @type {(inputs: Lookups_Airports_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} airport for ${i?.searched}`);
	return /** @type {LocalizedString} */ (`${i?.shown} airports for ${i?.searched}`)
	
};

export const lookups_airports_description = /** @type {(inputs: Lookups_Airports_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Airports by name, city or IATA code, for air rating and booking.`)
};

export const lookups_airports_empty_text = /** @type {(inputs: Lookups_Airports_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check the spelling, or try the IATA code or the city's name in English.`)
};

export const lookups_airports_found = /** @type {(inputs: Lookups_Airports_FoundInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} airport found for ${i?.searched}`);
	return /** @type {LocalizedString} */ (`${i?.shown} airports found for ${i?.searched}`)
	
};

export const lookups_airports_idle_text = /** @type {(inputs: Lookups_Airports_Idle_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type a three-letter IATA code, a city or part of the airport's name, and press Enter.`)
};

export const lookups_airports_idle_title = /** @type {(inputs: Lookups_Airports_Idle_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search for an airport`)
};

export const lookups_airports_label = /** @type {(inputs: Lookups_Airports_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name, city or IATA code`)
};

export const lookups_airports_none = /** @type {(inputs: Lookups_Airports_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No airport found for ${i?.searched}`)
};

export const lookups_airports_placeholder = /** @type {(inputs: Lookups_Airports_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`e.g. BCN, Frankfurt, Heathrow`)
};

export const lookups_airports_search_failed = /** @type {(inputs: Lookups_Airports_Search_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The airport search failed`)
};

export const lookups_airports_searching = /** @type {(inputs: Lookups_Airports_SearchingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Searching airports for ${i?.searched}…`)
};

export const lookups_airports_title = /** @type {(inputs: Lookups_Airports_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Airports`)
};

export const lookups_airports_too_short = /** @type {(inputs: Lookups_Airports_Too_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type at least 2 letters of a name, city or IATA code`)
};

export const lookups_caption = /** @type {(inputs: Lookups_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} for ${i?.searched}`)
};

export const lookups_col_city = /** @type {(inputs: Lookups_Col_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`City`)
};

export const lookups_col_code = /** @type {(inputs: Lookups_Col_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code`)
};

export const lookups_col_coordinates = /** @type {(inputs: Lookups_Col_CoordinatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coordinates`)
};

export const lookups_col_country = /** @type {(inputs: Lookups_Col_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Country`)
};

export const lookups_col_name = /** @type {(inputs: Lookups_Col_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name`)
};

export const lookups_col_size = /** @type {(inputs: Lookups_Col_SizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Size`)
};

export const lookups_col_type = /** @type {(inputs: Lookups_Col_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type`)
};

export const lookups_containers_col_reefer = /** @type {(inputs: Lookups_Containers_Col_ReeferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reefer`)
};

export const lookups_containers_count = /** @type {(inputs: Lookups_Containers_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} container type`);
	return /** @type {LocalizedString} */ (`${i?.shown} container types`)
	
};

export const lookups_containers_description = /** @type {(inputs: Lookups_Containers_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every maritime container type the service rates and books.`)
};

export const lookups_containers_failed = /** @type {(inputs: Lookups_Containers_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not load the container types`)
};

export const lookups_containers_loading = /** @type {(inputs: Lookups_Containers_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading container types…`)
};

export const lookups_containers_none = /** @type {(inputs: Lookups_Containers_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No container types`)
};

export const lookups_containers_size_ft = /** @type {(inputs: Lookups_Containers_Size_FtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.size} ft`)
};

export const lookups_containers_title = /** @type {(inputs: Lookups_Containers_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Container types`)
};

export const lookups_east = /** @type {(inputs: Lookups_EastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E`)
};

export const lookups_list_empty_text = /** @type {(inputs: Lookups_List_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service answered with an empty list.`)
};

export const lookups_no = /** @type {(inputs: Lookups_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No`)
};

export const lookups_north = /** @type {(inputs: Lookups_NorthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`N`)
};

export const lookups_pallets_col_size = /** @type {(inputs: Lookups_Pallets_Col_SizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Length × width × height`)
};

export const lookups_pallets_count = /** @type {(inputs: Lookups_Pallets_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} pallet type`);
	return /** @type {LocalizedString} */ (`${i?.shown} pallet types`)
	
};

export const lookups_pallets_description = /** @type {(inputs: Lookups_Pallets_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The pallets the service rates, with their standard sizes.`)
};

export const lookups_pallets_failed = /** @type {(inputs: Lookups_Pallets_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not load the pallet types`)
};

export const lookups_pallets_height_not_fixed = /** @type {(inputs: Lookups_Pallets_Height_Not_FixedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Height not fixed`)
};

export const lookups_pallets_loading = /** @type {(inputs: Lookups_Pallets_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading pallet types…`)
};

export const lookups_pallets_none = /** @type {(inputs: Lookups_Pallets_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No pallet types`)
};

export const lookups_pallets_per_shipment = /** @type {(inputs: Lookups_Pallets_Per_ShipmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sizes given per shipment`)
};

export const lookups_pallets_title = /** @type {(inputs: Lookups_Pallets_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pallet types`)
};

export const lookups_ports_col_rkst = /** @type {(inputs: Lookups_Ports_Col_RkstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`RKST code`)
};

export const lookups_ports_col_unlocode = /** @type {(inputs: Lookups_Ports_Col_UnlocodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`UN/LOCODE`)
};

export const lookups_ports_could_not = /** @type {(inputs: Lookups_Ports_Could_NotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not search ports`)
};

export const lookups_ports_count = /** @type {(inputs: Lookups_Ports_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} port for ${i?.searched}`);
	return /** @type {LocalizedString} */ (`${i?.shown} ports for ${i?.searched}`)
	
};

export const lookups_ports_description = /** @type {(inputs: Lookups_Ports_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maritime ports by city, with the codes a sea rating or booking needs.`)
};

export const lookups_ports_empty_text = /** @type {(inputs: Lookups_Ports_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check the spelling, or try the city's name in English or in its own language.`)
};

export const lookups_ports_found = /** @type {(inputs: Lookups_Ports_FoundInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} port found for ${i?.searched}`);
	return /** @type {LocalizedString} */ (`${i?.shown} ports found for ${i?.searched}`)
	
};

export const lookups_ports_idle_text = /** @type {(inputs: Lookups_Ports_Idle_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type a city name and press Enter. Ports in every country with that city are listed.`)
};

export const lookups_ports_idle_title = /** @type {(inputs: Lookups_Ports_Idle_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search for a port`)
};

export const lookups_ports_label = /** @type {(inputs: Lookups_Ports_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`City name`)
};

export const lookups_ports_none = /** @type {(inputs: Lookups_Ports_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No port found for ${i?.searched}`)
};

export const lookups_ports_placeholder = /** @type {(inputs: Lookups_Ports_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`e.g. Barcelona, Rotterdam, Shanghai`)
};

export const lookups_ports_search_failed = /** @type {(inputs: Lookups_Ports_Search_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The port search failed`)
};

export const lookups_ports_searching = /** @type {(inputs: Lookups_Ports_SearchingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Searching ports for ${i?.searched}…`)
};

export const lookups_ports_title = /** @type {(inputs: Lookups_Ports_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ports`)
};

export const lookups_ports_too_short = /** @type {(inputs: Lookups_Ports_Too_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type at least 2 letters of a city name`)
};

export const lookups_postal_col_code = /** @type {(inputs: Lookups_Postal_Col_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Postal code`)
};

export const lookups_postal_col_region = /** @type {(inputs: Lookups_Postal_Col_RegionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Region`)
};

export const lookups_postal_could_not = /** @type {(inputs: Lookups_Postal_Could_NotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not search postal codes`)
};

export const lookups_postal_count = /** @type {(inputs: Lookups_Postal_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} postal code for ${i?.searched}`);
	return /** @type {LocalizedString} */ (`${i?.shown} postal codes for ${i?.searched}`)
	
};

export const lookups_postal_country = /** @type {(inputs: Lookups_Postal_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Country`)
};

export const lookups_postal_description = /** @type {(inputs: Lookups_Postal_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Postal codes by city, or cities by postal code, with their region and position.`)
};

export const lookups_postal_empty_text = /** @type {(inputs: Lookups_Postal_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check the country and the spelling; a postal code can be typed in part (“080”).`)
};

export const lookups_postal_found = /** @type {(inputs: Lookups_Postal_FoundInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} postal code found for ${i?.searched}`);
	return /** @type {LocalizedString} */ (`${i?.shown} postal codes found for ${i?.searched}`)
	
};

export const lookups_postal_idle_text = /** @type {(inputs: Lookups_Postal_Idle_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose the country, type a city or the first digits of a postal code, and press Enter.`)
};

export const lookups_postal_idle_title = /** @type {(inputs: Lookups_Postal_Idle_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search for a postal code`)
};

export const lookups_postal_label = /** @type {(inputs: Lookups_Postal_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`City or postal code`)
};

export const lookups_postal_none = /** @type {(inputs: Lookups_Postal_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No postal code found for ${i?.searched}`)
};

export const lookups_postal_placeholder = /** @type {(inputs: Lookups_Postal_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`e.g. Barcelona, 08001, Lyon`)
};

export const lookups_postal_search_failed = /** @type {(inputs: Lookups_Postal_Search_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The postal code search failed`)
};

export const lookups_postal_searching = /** @type {(inputs: Lookups_Postal_SearchingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Searching postal codes for ${i?.searched}…`)
};

export const lookups_postal_title = /** @type {(inputs: Lookups_Postal_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Postal codes`)
};

export const lookups_postal_too_short = /** @type {(inputs: Lookups_Postal_Too_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type at least 2 characters of a city or postal code`)
};

export const lookups_quoted = /** @type {(inputs: Lookups_QuotedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.text}”`)
};

export const lookups_reload = /** @type {(inputs: Lookups_ReloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reload`)
};

export const lookups_search = /** @type {(inputs: Lookups_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search`)
};

export const lookups_south = /** @type {(inputs: Lookups_SouthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`S`)
};

export const lookups_west = /** @type {(inputs: Lookups_WestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`W`)
};

export const lookups_yes = /** @type {(inputs: Lookups_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yes`)
};

export const main_durable_write_not_flushed = /** @type {(inputs: Main_Durable_Write_Not_FlushedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.path} was written, but its folder could not be flushed to disk (${i?.detail}); a power cut now could undo the change.`)
};

export const main_json_file_empty = /** @type {(inputs: Main_Json_File_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the file is empty`)
};

export const main_json_file_not_json = /** @type {(inputs: Main_Json_File_Not_JsonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`it is not valid JSON (${i?.detail})`)
};

export const main_json_file_set_aside = /** @type {(inputs: Main_Json_File_Set_AsideInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.path} could not be read (${i?.reason}); it was kept as ${i?.keptAs} and defaults are used.`)
};

export const main_json_file_unexpected = /** @type {(inputs: Main_Json_File_UnexpectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`it does not hold what Freight Desk expects (${i?.problem})`)
};

export const main_json_file_unexpected_content = /** @type {(inputs: Main_Json_File_Unexpected_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`unexpected content`)
};

export const main_logo_not_image = /** @type {(inputs: Main_Logo_Not_ImageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} is not a PNG or JPEG image. Choose a .png or .jpg file.`)
};

export const main_logo_too_large = /** @type {(inputs: Main_Logo_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} is ${i?.size} MiB; a logo may be at most ${i?.limit} MiB. Save a smaller PNG or JPEG.`)
};

export const main_logo_unreadable = /** @type {(inputs: Main_Logo_UnreadableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} could not be read as an image: it may be damaged. Export it again as PNG or JPEG.`)
};

export const main_profile_api_key_required = /** @type {(inputs: Main_Profile_Api_Key_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API key is required`)
};

export const main_profile_api_secret_required = /** @type {(inputs: Main_Profile_Api_Secret_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API secret is required`)
};

export const main_profile_key_and_secret = /** @type {(inputs: Main_Profile_Key_And_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter both the API key and the API secret.`)
};

export const main_profile_key_and_secret_field = /** @type {(inputs: Main_Profile_Key_And_Secret_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter both the API key and the API secret`)
};

export const main_profile_keychain_not_restored = /** @type {(inputs: Main_Profile_Keychain_Not_RestoredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The keychain entry of profile “${i?.name}” (${i?.id}) could not be put back after the settings file failed to save: ${i?.detail}`)
};

export const main_profile_name_taken = /** @type {(inputs: Main_Profile_Name_TakenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A profile named “${i?.name}” already exists.`)
};

export const main_profile_name_taken_field = /** @type {(inputs: Main_Profile_Name_Taken_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A profile with this name already exists`)
};

export const main_profile_new_needs_key = /** @type {(inputs: Main_Profile_New_Needs_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A new profile needs an API key and secret.`)
};

export const main_profile_sandbox_unchangeable = /** @type {(inputs: Main_Profile_Sandbox_UnchangeableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The Sandbox profile is built in and cannot be changed.`)
};

export const main_profile_sandbox_unremovable = /** @type {(inputs: Main_Profile_Sandbox_UnremovableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The Sandbox profile is built in and cannot be removed.`)
};

export const main_profile_unknown = /** @type {(inputs: Main_Profile_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`There is no profile with id ${i?.id}.`)
};

export const main_settings_company_name_max = /** @type {(inputs: Main_Settings_Company_Name_MaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The company name must be at most 120 characters`)
};

export const main_settings_language = /** @type {(inputs: Main_Settings_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The language is system, es or en`)
};

export const main_settings_not_saved = /** @type {(inputs: Main_Settings_Not_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Freight Desk could not write its settings file ${i?.path} (${i?.why}), so nothing was changed. Check that the disk has free space and the folder can be written, then try again.`)
};

export const main_settings_notification_switch = /** @type {(inputs: Main_Settings_Notification_SwitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A notification switch is on (true) or off (false)`)
};

export const main_settings_pdf_charges = /** @type {(inputs: Main_Settings_Pdf_ChargesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Charges are printed by charge or as one line`)
};

export const main_settings_pdf_name_carrier = /** @type {(inputs: Main_Settings_Pdf_Name_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Naming the carrier is on (true) or off (false)`)
};

export const main_settings_pdf_terms_max = /** @type {(inputs: Main_Settings_Pdf_Terms_MaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The terms must be at most 240 characters`)
};

export const main_settings_sync_max = /** @type {(inputs: Main_Settings_Sync_MaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Minutes between syncs must be at most 1440 (a day)`)
};

export const main_settings_sync_min = /** @type {(inputs: Main_Settings_Sync_MinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Minutes between syncs must be 0 (off) or more`)
};

export const main_settings_sync_whole = /** @type {(inputs: Main_Settings_Sync_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Minutes between syncs must be a whole number`)
};

export const main_settings_theme = /** @type {(inputs: Main_Settings_ThemeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The theme is system, light or dark`)
};

export const main_upload_empty = /** @type {(inputs: Main_Upload_EmptyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} is empty.`)
};

export const main_upload_too_large = /** @type {(inputs: Main_Upload_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} is ${i?.size} MiB; the limit is ${i?.limit} MiB (${i?.bytes} bytes).`)
};

export const main_upload_type_refused = /** @type {(inputs: Main_Upload_Type_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: files of this type cannot be uploaded. Allowed: ${i?.allowed}.`)
};

export const menu_about = /** @type {(inputs: Menu_AboutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`About ${i?.app}`)
};

export const menu_actual_size = /** @type {(inputs: Menu_Actual_SizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actual Size`)
};

export const menu_bring_all_to_front = /** @type {(inputs: Menu_Bring_All_To_FrontInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bring All to Front`)
};

export const menu_close_window = /** @type {(inputs: Menu_Close_WindowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close Window`)
};

export const menu_copy = /** @type {(inputs: Menu_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copy`)
};

export const menu_cut = /** @type {(inputs: Menu_CutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cut`)
};

export const menu_edit = /** @type {(inputs: Menu_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit`)
};

export const menu_exit = /** @type {(inputs: Menu_ExitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exit`)
};

export const menu_file = /** @type {(inputs: Menu_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`File`)
};

export const menu_full_screen = /** @type {(inputs: Menu_Full_ScreenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toggle Full Screen`)
};

export const menu_go = /** @type {(inputs: Menu_GoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go`)
};

export const menu_help = /** @type {(inputs: Menu_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Help`)
};

export const menu_hide = /** @type {(inputs: Menu_HideInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hide ${i?.app}`)
};

export const menu_hide_others = /** @type {(inputs: Menu_Hide_OthersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hide Others`)
};

export const menu_minimize = /** @type {(inputs: Menu_MinimizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Minimize`)
};

export const menu_paste = /** @type {(inputs: Menu_PasteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paste`)
};

export const menu_quit = /** @type {(inputs: Menu_QuitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quit ${i?.app}`)
};

export const menu_redo = /** @type {(inputs: Menu_RedoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Redo`)
};

export const menu_select_all = /** @type {(inputs: Menu_Select_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Select All`)
};

export const menu_services = /** @type {(inputs: Menu_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Services`)
};

export const menu_show_all = /** @type {(inputs: Menu_Show_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show All`)
};

export const menu_show_logs = /** @type {(inputs: Menu_Show_LogsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show logs`)
};

export const menu_undo = /** @type {(inputs: Menu_UndoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Undo`)
};

export const menu_view = /** @type {(inputs: Menu_ViewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View`)
};

export const menu_window = /** @type {(inputs: Menu_WindowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Window`)
};

export const menu_zoom = /** @type {(inputs: Menu_ZoomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zoom`)
};

export const menu_zoom_in = /** @type {(inputs: Menu_Zoom_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zoom In`)
};

export const menu_zoom_out = /** @type {(inputs: Menu_Zoom_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zoom Out`)
};

export const nav_group_reference = /** @type {(inputs: Nav_Group_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reference`)
};

export const nav_group_work = /** @type {(inputs: Nav_Group_WorkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shipments`)
};

export const nav_main = /** @type {(inputs: Nav_MainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Main`)
};

export const no_bridge_body = /** @type {(inputs: No_Bridge_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This page is the inside of the Freight Desk app and needs the app around it to reach the freight service. Open Freight Desk itself (or the web harness, npm run web) instead.`)
};

export const no_bridge_title = /** @type {(inputs: No_Bridge_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Freight Desk cannot start here`)
};

export const notice_added = /** @type {(inputs: Notice_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New in the list`)
};

export const notice_customs = /** @type {(inputs: Notice_CustomsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Customs: ${i?.from} → ${i?.to}`)
};

export const notice_eta_moved = /** @type {(inputs: Notice_Eta_MovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ETA moved: ${i?.from} → ${i?.to}`)
};

export const notice_messages = /** @type {(inputs: Notice_MessagesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} new tracking message`);
	return /** @type {LocalizedString} */ (`${i?.count} new tracking messages`)
	
};

export const notice_messages_latest = /** @type {(inputs: Notice_Messages_LatestInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} new tracking message: “${i?.latest}”`);
	return /** @type {LocalizedString} */ (`${i?.count} new tracking messages: “${i?.latest}”`)
	
};

export const notice_none = /** @type {(inputs: Notice_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`none`)
};

export const notice_pickup_moved = /** @type {(inputs: Notice_Pickup_MovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pickup moved: ${i?.from} → ${i?.to}`)
};

export const notice_shipment = /** @type {(inputs: Notice_ShipmentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Shipment ${i?.code}`)
};

export const notice_shipments_changed = /** @type {(inputs: Notice_Shipments_ChangedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} shipment changed`);
	return /** @type {LocalizedString} */ (`${i?.count} shipments changed`)
	
};

export const notice_status = /** @type {(inputs: Notice_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Status: ${i?.from} → ${i?.to}`)
};

export const notice_unlisted = /** @type {(inputs: Notice_UnlistedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No longer listed by the service (kept here)`)
};

export const notices_dismiss_one = /** @type {(inputs: Notices_Dismiss_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dismiss notification ${i?.title}`)
};

export const notices_dismiss_title = /** @type {(inputs: Notices_Dismiss_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dismiss (Esc)`)
};

export const notices_hint = /** @type {(inputs: Notices_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open in Tracking · Esc to dismiss`)
};

export const notices_label = /** @type {(inputs: Notices_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notifications`)
};

export const notifications_description = /** @type {(inputs: Notifications_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What a sync found changed in your shipments, one notification per sync; clicking one opens the shipment, or Tracking when many changed. Nothing is notified for a profile’s first sync, for what you open, or for the shipments you book here.`)
};

export const notifications_notify_about = /** @type {(inputs: Notifications_Notify_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notify me about`)
};

export const notifications_read_failed = /** @type {(inputs: Notifications_Read_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not read the notification settings`)
};

export const notifications_save_failed = /** @type {(inputs: Notifications_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not save the notification settings`)
};

export const offline_keeps_trying = /** @type {(inputs: Offline_Keeps_TryingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Freight Desk keeps trying on its own.`)
};

export const offline_last_answered = /** @type {(inputs: Offline_Last_AnsweredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`It last answered ${i?.when}.`)
};

export const offline_never_answered = /** @type {(inputs: Offline_Never_AnsweredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It has not answered since the desk started.`)
};

export const offline_title = /** @type {(inputs: Offline_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service cannot be reached`)
};

export const offline_what_works = /** @type {(inputs: Offline_What_WorksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shipments, quotes and documents show as stored, each marked with the time it was fetched ("as of"). Actions that need the service (rate, book, upload, switch tracking) are disabled until it answers; nothing you typed is lost.`)
};

export const op_auth_token = /** @type {(inputs: Op_Auth_TokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Get a bearer token with the API key and secret`)
};

export const op_booking_boxes = /** @type {(inputs: Op_Booking_BoxesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Book a shipment of boxes`)
};

export const op_booking_pallets = /** @type {(inputs: Op_Booking_PalletsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Book a shipment of pallets`)
};

export const op_booking_sea_fcl = /** @type {(inputs: Op_Booking_Sea_FclInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Book a full-container sea shipment`)
};

export const op_booking_sea_lcl = /** @type {(inputs: Op_Booking_Sea_LclInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Book a less-than-container sea shipment`)
};

export const op_check_documents = /** @type {(inputs: Op_Check_DocumentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the shipment's document checklist (Documents)`)
};

export const op_check_quotes = /** @type {(inputs: Op_Check_QuotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the saved quotes (Quotes)`)
};

export const op_check_service_records = /** @type {(inputs: Op_Check_Service_RecordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the service's records`)
};

export const op_check_shipment_detail = /** @type {(inputs: Op_Check_Shipment_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the shipment's detail (Tracking)`)
};

export const op_check_shipment_list = /** @type {(inputs: Op_Check_Shipment_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the shipment list (Tracking) for a new shipment`)
};

export const op_check_tariffs = /** @type {(inputs: Op_Check_TariffsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the tariff report of the contract (Tariffs)`)
};

export const op_documents_download = /** @type {(inputs: Op_Documents_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download a shipment document`)
};

export const op_documents_list = /** @type {(inputs: Op_Documents_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`List the documents of a shipment`)
};

export const op_documents_upload = /** @type {(inputs: Op_Documents_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upload a shipment document`)
};

export const op_lookup_airports = /** @type {(inputs: Op_Lookup_AirportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Find airports by name, city or IATA code`)
};

export const op_lookup_containers = /** @type {(inputs: Op_Lookup_ContainersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`List maritime container types`)
};

export const op_lookup_pallet_types = /** @type {(inputs: Op_Lookup_Pallet_TypesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`List pallet types`)
};

export const op_lookup_ports = /** @type {(inputs: Op_Lookup_PortsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Find maritime ports by city name`)
};

export const op_lookup_postal_codes = /** @type {(inputs: Op_Lookup_Postal_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Find postal code locations by country and city or code`)
};

export const op_pickup_times = /** @type {(inputs: Op_Pickup_TimesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup time windows offered for a shipment`)
};

export const op_quotes_delete = /** @type {(inputs: Op_Quotes_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete a saved quote`)
};

export const op_quotes_list = /** @type {(inputs: Op_Quotes_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`List saved quotes`)
};

export const op_quotes_save = /** @type {(inputs: Op_Quotes_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save a rate as a quote`)
};

export const op_rates_air = /** @type {(inputs: Op_Rates_AirInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rate an air shipment`)
};

export const op_rates_boxes = /** @type {(inputs: Op_Rates_BoxesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rate a shipment of boxes`)
};

export const op_rates_pallets = /** @type {(inputs: Op_Rates_PalletsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rate a shipment of pallets`)
};

export const op_rates_sea_fcl = /** @type {(inputs: Op_Rates_Sea_FclInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rate a full-container sea shipment`)
};

export const op_rates_sea_lcl = /** @type {(inputs: Op_Rates_Sea_LclInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rate a less-than-container sea shipment`)
};

export const op_sign_in = /** @type {(inputs: Op_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in`)
};

export const op_tariffs_report = /** @type {(inputs: Op_Tariffs_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Query the tariff report`)
};

export const op_tariffs_upload = /** @type {(inputs: Op_Tariffs_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upload maritime tariff files`)
};

export const op_tracking_detail = /** @type {(inputs: Op_Tracking_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read the detail of a shipment`)
};

export const op_tracking_messages = /** @type {(inputs: Op_Tracking_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read the tracking messages of a shipment`)
};

export const op_tracking_shipments = /** @type {(inputs: Op_Tracking_ShipmentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`List shipments with tracking data`)
};

export const op_tracking_switch = /** @type {(inputs: Op_Tracking_SwitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Switch tracking of a shipment on or off`)
};

export const open_settings = /** @type {(inputs: Open_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open Settings`)
};

export const outcome_unknown = /** @type {(inputs: Outcome_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Outcome unknown: ${i?.what}`)
};

export const palette_commands = /** @type {(inputs: Palette_CommandsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commands`)
};

export const palette_input_label = /** @type {(inputs: Palette_Input_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to a screen, find a shipment by code, rate, switch profile`)
};

export const palette_input_placeholder = /** @type {(inputs: Palette_Input_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to a screen, find a shipment by code, rate, switch profile…`)
};

export const palette_keys = /** @type {(inputs: Palette_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`↑ ↓ to move, Enter to open, Esc to close.`)
};

export const palette_label = /** @type {(inputs: Palette_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Command palette`)
};

export const palette_nothing_matches = /** @type {(inputs: Palette_Nothing_MatchesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nothing matches “${i?.typed}”.`)
};

export const palette_profile_sandbox = /** @type {(inputs: Palette_Profile_SandboxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The embedded sandbox`)
};

export const palette_profile_service = /** @type {(inputs: Palette_Profile_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A freight service account`)
};

export const palette_profile_words = /** @type {(inputs: Palette_Profile_WordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`profile account use switch`)
};

export const palette_rate_detail = /** @type {(inputs: Palette_Rate_DetailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A new rating: ${i?.mode}`)
};

export const palette_rate_label = /** @type {(inputs: Palette_Rate_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rate ${i?.mode}`)
};

export const palette_rate_words = /** @type {(inputs: Palette_Rate_WordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`rating start new price quote`)
};

export const palette_screen_words = /** @type {(inputs: Palette_Screen_WordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`go open screen`)
};

export const palette_searching = /** @type {(inputs: Palette_SearchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Looking for shipments…`)
};

export const palette_section_go_to = /** @type {(inputs: Palette_Section_Go_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to`)
};

export const palette_section_profiles = /** @type {(inputs: Palette_Section_ProfilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profiles`)
};

export const palette_section_rate = /** @type {(inputs: Palette_Section_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rate`)
};

export const palette_section_shipments = /** @type {(inputs: Palette_Section_ShipmentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shipments`)
};

export const palette_shipment = /** @type {(inputs: Palette_ShipmentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Shipment ${i?.code}`)
};

export const palette_switch_to = /** @type {(inputs: Palette_Switch_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Switch to ${i?.name}`)
};

export const pdf_air_freight = /** @type {(inputs: Pdf_Air_FreightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Air freight`)
};

export const pdf_all_in_note = /** @type {(inputs: Pdf_All_In_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All-in price: every charge listed is included`)
};

export const pdf_as_quoted = /** @type {(inputs: Pdf_As_QuotedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`As quoted`)
};

export const pdf_carrier = /** @type {(inputs: Pdf_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carrier`)
};

export const pdf_carrier_notes = /** @type {(inputs: Pdf_Carrier_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carrier notes`)
};

export const pdf_charge = /** @type {(inputs: Pdf_ChargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Charge`)
};

export const pdf_chargeable_weight = /** @type {(inputs: Pdf_Chargeable_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargeable weight`)
};

export const pdf_charges_in = /** @type {(inputs: Pdf_Charges_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Charges in ${i?.currency}`)
};

export const pdf_col_amount = /** @type {(inputs: Pdf_Col_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amount`)
};

export const pdf_col_basis = /** @type {(inputs: Pdf_Col_BasisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Basis`)
};

export const pdf_col_charge = /** @type {(inputs: Pdf_Col_ChargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Charge`)
};

export const pdf_col_container = /** @type {(inputs: Pdf_Col_ContainerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Container`)
};

export const pdf_col_counted_from = /** @type {(inputs: Pdf_Col_Counted_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Counted from`)
};

export const pdf_col_free_days = /** @type {(inputs: Pdf_Col_Free_DaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Free days`)
};

export const pdf_col_free_time = /** @type {(inputs: Pdf_Col_Free_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Free time`)
};

export const pdf_col_penalty = /** @type {(inputs: Pdf_Col_PenaltyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Penalty`)
};

export const pdf_col_per_day = /** @type {(inputs: Pdf_Col_Per_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Then per day`)
};

export const pdf_count_boxes = /** @type {(inputs: Pdf_Count_BoxesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} box`);
	return /** @type {LocalizedString} */ (`${i?.count} boxes`)
	
};

export const pdf_count_cargo_lines = /** @type {(inputs: Pdf_Count_Cargo_LinesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} cargo line`);
	return /** @type {LocalizedString} */ (`${i?.count} cargo lines`)
	
};

export const pdf_count_containers = /** @type {(inputs: Pdf_Count_ContainersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} container`);
	return /** @type {LocalizedString} */ (`${i?.count} containers`)
	
};

export const pdf_count_pallets = /** @type {(inputs: Pdf_Count_PalletsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} pallet`);
	return /** @type {LocalizedString} */ (`${i?.count} pallets`)
	
};

export const pdf_count_pieces = /** @type {(inputs: Pdf_Count_PiecesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`(${i?.count} piece)`);
	return /** @type {LocalizedString} */ (`(${i?.count} pieces)`)
	
};

export const pdf_days = /** @type {(inputs: Pdf_DaysInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} day`);
	return /** @type {LocalizedString} */ (`${i?.count} days`)
	
};

export const pdf_delivery = /** @type {(inputs: Pdf_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delivery`)
};

export const pdf_every_charge_included = /** @type {(inputs: Pdf_Every_Charge_IncludedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.kind}, every charge included`)
};

export const pdf_flights = /** @type {(inputs: Pdf_FlightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Flights`)
};

export const pdf_free_time = /** @type {(inputs: Pdf_Free_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Free time`)
};

export const pdf_from = /** @type {(inputs: Pdf_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From`)
};

export const pdf_give_quote_number = /** @type {(inputs: Pdf_Give_Quote_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Please give ${i?.quote} when you book.`)
};

export const pdf_goods = /** @type {(inputs: Pdf_GoodsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Goods`)
};

export const pdf_included = /** @type {(inputs: Pdf_IncludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Included`)
};

export const pdf_issued = /** @type {(inputs: Pdf_IssuedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Issued ${i?.date}`)
};

export const pdf_mode_air = /** @type {(inputs: Pdf_Mode_AirInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Air`)
};

export const pdf_mode_boxes = /** @type {(inputs: Pdf_Mode_BoxesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Boxes`)
};

export const pdf_mode_pallets = /** @type {(inputs: Pdf_Mode_PalletsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pallets`)
};

export const pdf_mode_sea_fcl = /** @type {(inputs: Pdf_Mode_Sea_FclInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sea FCL (full container)`)
};

export const pdf_mode_sea_lcl = /** @type {(inputs: Pdf_Mode_Sea_LclInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sea LCL (groupage)`)
};

export const pdf_no_expiry = /** @type {(inputs: Pdf_No_ExpiryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No expiry given`)
};

export const pdf_notes = /** @type {(inputs: Pdf_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notes`)
};

export const pdf_on_request = /** @type {(inputs: Pdf_On_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On request`)
};

export const pdf_pickup = /** @type {(inputs: Pdf_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup`)
};

export const pdf_pre_booking = /** @type {(inputs: Pdf_Pre_BookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pre-booking: the carrier confirms the vessel and dates`)
};

export const pdf_price_includes_all = /** @type {(inputs: Pdf_Price_Includes_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The price includes every charge for this service.`)
};

export const pdf_quotation = /** @type {(inputs: Pdf_QuotationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`QUOTATION`)
};

export const pdf_quote_label = /** @type {(inputs: Pdf_Quote_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quote`)
};

export const pdf_ref_label = /** @type {(inputs: Pdf_Ref_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ref.`)
};

export const pdf_reference = /** @type {(inputs: Pdf_ReferenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ref. ${i?.reference}`)
};

export const pdf_sailing = /** @type {(inputs: Pdf_SailingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sailing`)
};

export const pdf_saved_quote = /** @type {(inputs: Pdf_Saved_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saved quote`)
};

export const pdf_surcharge = /** @type {(inputs: Pdf_SurchargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Surcharge`)
};

export const pdf_tax_included = /** @type {(inputs: Pdf_Tax_IncludedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`incl. ${i?.percent}% tax`)
};

export const pdf_terms = /** @type {(inputs: Pdf_TermsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Prices as quoted by ${i?.carrier}; subject to space and equipment at booking.`)
};

export const pdf_terms_valid = /** @type {(inputs: Pdf_Terms_ValidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Prices as quoted by ${i?.carrier}, valid until ${i?.date}; subject to space and equipment at booking.`)
};

export const pdf_to = /** @type {(inputs: Pdf_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To`)
};

export const pdf_total_all_in = /** @type {(inputs: Pdf_Total_All_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All-in price given by the carrier`)
};

export const pdf_total_of_quote = /** @type {(inputs: Pdf_Total_Of_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total of the quote, charges included`)
};

export const pdf_total_price = /** @type {(inputs: Pdf_Total_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total price`)
};

export const pdf_total_price_and_surcharges = /** @type {(inputs: Pdf_Total_Price_And_SurchargesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The carrier’s price plus the surcharges listed`)
};

export const pdf_total_sum_of_charges = /** @type {(inputs: Pdf_Total_Sum_Of_ChargesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sum of the charges listed`)
};

export const pdf_transit = /** @type {(inputs: Pdf_TransitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transit`)
};

export const pdf_unnamed_currency = /** @type {(inputs: Pdf_Unnamed_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`an unnamed currency`)
};

export const pdf_valid_until = /** @type {(inputs: Pdf_Valid_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Valid until ${i?.date}`)
};

export const pdf_vessel = /** @type {(inputs: Pdf_VesselInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vessel`)
};

export const pdf_via = /** @type {(inputs: Pdf_ViaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Via`)
};

export const penalty = /** @type {(inputs: PenaltyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Penalty`)
};

export const pricing_amount_problem = /** @type {(inputs: Pricing_Amount_ProblemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An amount such as 25 or 25.50`)
};

export const pricing_change = /** @type {(inputs: Pricing_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change`)
};

export const pricing_col_actions = /** @type {(inputs: Pricing_Col_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actions`)
};

export const pricing_csv_bad_margin = /** @type {(inputs: Pricing_Csv_Bad_MarginInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the default margin "${i?.margin}" is not a percentage such as 12.5 (0 to 1000)`)
};

export const pricing_csv_column_twice = /** @type {(inputs: Pricing_Csv_Column_TwiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the column "${i?.name}" is named twice`)
};

export const pricing_csv_empty = /** @type {(inputs: Pricing_Csv_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the file is empty: the first line names the columns, "name" at least`)
};

export const pricing_csv_extra_fields = /** @type {(inputs: Pricing_Csv_Extra_FieldsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`it has ${i?.fields} fields and the header ${i?.header} (a comma in a name needs quotes)`)
};

export const pricing_csv_more_problems = /** @type {(inputs: Pricing_Csv_More_ProblemsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`and ${i?.shown} more problem`);
	return /** @type {LocalizedString} */ (`and ${i?.shown} more problems`)
	
};

export const pricing_csv_name_empty = /** @type {(inputs: Pricing_Csv_Name_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the name is empty`)
};

export const pricing_csv_name_repeated = /** @type {(inputs: Pricing_Csv_Name_RepeatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.name}" is already on line ${i?.line}`)
};

export const pricing_csv_no_customer = /** @type {(inputs: Pricing_Csv_No_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the file names the columns but holds no customer`)
};

export const pricing_csv_no_name_column = /** @type {(inputs: Pricing_Csv_No_Name_ColumnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the header has no "name" column`)
};

export const pricing_csv_quote_open = /** @type {(inputs: Pricing_Csv_Quote_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a quoted field is not closed (a " is missing)`)
};

export const pricing_csv_too_long = /** @type {(inputs: Pricing_Csv_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the ${i?.column} is longer than ${i?.max} characters`)
};

export const pricing_csv_unknown_column = /** @type {(inputs: Pricing_Csv_Unknown_ColumnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`unknown column "${i?.name}"; the columns are ${i?.columns}`)
};

export const pricing_customer_add = /** @type {(inputs: Pricing_Customer_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add customer`)
};

export const pricing_customer_contact = /** @type {(inputs: Pricing_Customer_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact (optional)`)
};

export const pricing_customer_contact_placeholder = /** @type {(inputs: Pricing_Customer_Contact_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Person, e-mail, phone`)
};

export const pricing_customer_currency_note = /** @type {(inputs: Pricing_Customer_Currency_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Currency note (optional)`)
};

export const pricing_customer_currency_note_hint = /** @type {(inputs: Pricing_Customer_Currency_Note_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A note: the desk converts nothing.`)
};

export const pricing_customer_currency_note_placeholder = /** @type {(inputs: Pricing_Customer_Currency_Note_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`e.g. invoices in EUR`)
};

export const pricing_customer_default_margin = /** @type {(inputs: Pricing_Customer_Default_MarginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Default margin % (optional)`)
};

export const pricing_customer_default_margin_hint = /** @type {(inputs: Pricing_Customer_Default_Margin_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Used when no rule for this customer is more specific.`)
};

export const pricing_customer_default_margin_placeholder = /** @type {(inputs: Pricing_Customer_Default_Margin_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`e.g. 12.5`)
};

export const pricing_customer_default_rule = /** @type {(inputs: Pricing_Customer_Default_RuleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}’s default margin`)
};

export const pricing_customer_form_change = /** @type {(inputs: Pricing_Customer_Form_ChangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Change ${i?.name}`)
};

export const pricing_customer_form_new = /** @type {(inputs: Pricing_Customer_Form_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New customer`)
};

export const pricing_customer_language = /** @type {(inputs: Pricing_Customer_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Language (optional)`)
};

export const pricing_customer_language_placeholder = /** @type {(inputs: Pricing_Customer_Language_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`e.g. Spanish`)
};

export const pricing_customer_name = /** @type {(inputs: Pricing_Customer_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name`)
};

export const pricing_customer_notes = /** @type {(inputs: Pricing_Customer_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notes (optional)`)
};

export const pricing_customer_save = /** @type {(inputs: Pricing_Customer_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save customer`)
};

export const pricing_customer_save_failed = /** @type {(inputs: Pricing_Customer_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not save the customer`)
};

export const pricing_customers_added = /** @type {(inputs: Pricing_Customers_AddedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} customer added`);
	return /** @type {LocalizedString} */ (`${i?.shown} customers added`)
	
};

export const pricing_customers_col_currency_note = /** @type {(inputs: Pricing_Customers_Col_Currency_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Currency note`)
};

export const pricing_customers_col_customer = /** @type {(inputs: Pricing_Customers_Col_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Customer`)
};

export const pricing_customers_col_default_margin = /** @type {(inputs: Pricing_Customers_Col_Default_MarginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Default margin`)
};

export const pricing_customers_col_language = /** @type {(inputs: Pricing_Customers_Col_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Language`)
};

export const pricing_customers_count = /** @type {(inputs: Pricing_Customers_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} customer`);
	return /** @type {LocalizedString} */ (`${i?.shown} customers`)
	
};

export const pricing_customers_csv_hint = /** @type {(inputs: Pricing_Customers_Csv_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A CSV file's first line names its columns: ${i?.columns} (only name is required). A known name updates that customer.`)
};

export const pricing_customers_delete_body = /** @type {(inputs: Pricing_Customers_Delete_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} is deleted from this desk. Quotes saved for it keep its name.`)
};

export const pricing_customers_delete_confirm = /** @type {(inputs: Pricing_Customers_Delete_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete customer`)
};

export const pricing_customers_delete_failed = /** @type {(inputs: Pricing_Customers_Delete_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Could not delete ${i?.name}`)
};

export const pricing_customers_delete_title = /** @type {(inputs: Pricing_Customers_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete this customer?`)
};

export const pricing_customers_description = /** @type {(inputs: Pricing_Customers_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Who your quotes are for. Pick one on the rating form to price its rates.`)
};

export const pricing_customers_empty = /** @type {(inputs: Pricing_Customers_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No customers yet: add one, or import a CSV file.`)
};

export const pricing_customers_import = /** @type {(inputs: Pricing_Customers_ImportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Import CSV…`)
};

export const pricing_customers_import_failed = /** @type {(inputs: Pricing_Customers_Import_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file}: ${i?.message}`)
};

export const pricing_customers_import_line = /** @type {(inputs: Pricing_Customers_Import_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Line ${i?.line}: ${i?.problem}`)
};

export const pricing_customers_imported = /** @type {(inputs: Pricing_Customers_ImportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file}: ${i?.added}, ${i?.updated}.`)
};

export const pricing_customers_new = /** @type {(inputs: Pricing_Customers_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New customer`)
};

export const pricing_customers_no_match = /** @type {(inputs: Pricing_Customers_No_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No customer matches the search.`)
};

export const pricing_customers_read_failed = /** @type {(inputs: Pricing_Customers_Read_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not read the customers`)
};

export const pricing_customers_search = /** @type {(inputs: Pricing_Customers_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search customers`)
};

export const pricing_customers_search_placeholder = /** @type {(inputs: Pricing_Customers_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name, contact or notes`)
};

export const pricing_customers_title = /** @type {(inputs: Pricing_Customers_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Customers`)
};

export const pricing_customers_too_large = /** @type {(inputs: Pricing_Customers_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file} is too large for a customer list.`)
};

export const pricing_customers_updated = /** @type {(inputs: Pricing_Customers_UpdatedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} customer updated`);
	return /** @type {LocalizedString} */ (`${i?.shown} customers updated`)
	
};

export const pricing_delete = /** @type {(inputs: Pricing_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete`)
};

export const pricing_field_adds_nothing = /** @type {(inputs: Pricing_Field_Adds_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The rule adds nothing: give a percentage, a fixed amount or a minimum`)
};

export const pricing_field_amount_below_zero = /** @type {(inputs: Pricing_Field_Amount_Below_ZeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An amount cannot be below zero`)
};

export const pricing_field_amount_too_high = /** @type {(inputs: Pricing_Field_Amount_Too_HighInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An amount is at most 1,000,000,000`)
};

export const pricing_field_amount_whole = /** @type {(inputs: Pricing_Field_Amount_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An amount is a whole number of hundredths`)
};

export const pricing_field_amounts_need_currency = /** @type {(inputs: Pricing_Field_Amounts_Need_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A fixed amount or a minimum needs its currency`)
};

export const pricing_field_country = /** @type {(inputs: Pricing_Field_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A country is its two-letter ISO code, such as ES`)
};

export const pricing_field_csv_too_large = /** @type {(inputs: Pricing_Field_Csv_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A customer file is at most ${i?.max} characters`)
};

export const pricing_field_currency = /** @type {(inputs: Pricing_Field_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A currency is three letters, such as EUR`)
};

export const pricing_field_date = /** @type {(inputs: Pricing_Field_DateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what} is a date such as 2026-11-23`)
};

export const pricing_field_exchange_above_zero = /** @type {(inputs: Pricing_Field_Exchange_Above_ZeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A rate of exchange is above zero`)
};

export const pricing_field_exchange_two_currencies = /** @type {(inputs: Pricing_Field_Exchange_Two_CurrenciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A rate of exchange is between two currencies`)
};

export const pricing_field_margin_amount_below_zero = /** @type {(inputs: Pricing_Field_Margin_Amount_Below_ZeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A margin cannot be below zero`)
};

export const pricing_field_margin_below_zero = /** @type {(inputs: Pricing_Field_Margin_Below_ZeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A margin cannot be below 0 %`)
};

export const pricing_field_margin_too_high = /** @type {(inputs: Pricing_Field_Margin_Too_HighInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A margin is at most 1,000 %`)
};

export const pricing_field_name_required = /** @type {(inputs: Pricing_Field_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The name is required`)
};

export const pricing_field_no_decimals = /** @type {(inputs: Pricing_Field_No_DecimalsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.currency} amounts have no decimals`)
};

export const pricing_field_not_text = /** @type {(inputs: Pricing_Field_Not_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what} must be text`)
};

export const pricing_field_per_container_needs_fcl = /** @type {(inputs: Pricing_Field_Per_Container_Needs_FclInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An amount per container needs the mode Sea FCL (the only one rated by container)`)
};

export const pricing_field_percent_whole = /** @type {(inputs: Pricing_Field_Percent_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A percentage is a whole number of hundredths of a percent`)
};

export const pricing_field_port = /** @type {(inputs: Pricing_Field_PortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A port is a UN/LOCODE such as ESVLC, an airport an IATA code such as BCN`)
};

export const pricing_field_rule_needs_name = /** @type {(inputs: Pricing_Field_Rule_Needs_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The rule needs a name`)
};

export const pricing_field_safe_amount = /** @type {(inputs: Pricing_Field_Safe_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An amount must be a safe integer`)
};

export const pricing_field_the_carrier = /** @type {(inputs: Pricing_Field_The_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The carrier`)
};

export const pricing_field_the_contact = /** @type {(inputs: Pricing_Field_The_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The contact`)
};

export const pricing_field_the_currency_note = /** @type {(inputs: Pricing_Field_The_Currency_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The currency note`)
};

export const pricing_field_the_language = /** @type {(inputs: Pricing_Field_The_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The language`)
};

export const pricing_field_the_name = /** @type {(inputs: Pricing_Field_The_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The name`)
};

export const pricing_field_the_notes = /** @type {(inputs: Pricing_Field_The_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The notes`)
};

export const pricing_field_the_search = /** @type {(inputs: Pricing_Field_The_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The search`)
};

export const pricing_field_too_long = /** @type {(inputs: Pricing_Field_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what} must be at most ${i?.max} characters`)
};

export const pricing_level_carrier = /** @type {(inputs: Pricing_Level_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`carrier`)
};

export const pricing_level_customer = /** @type {(inputs: Pricing_Level_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`customer`)
};

export const pricing_level_desk = /** @type {(inputs: Pricing_Level_DeskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`desk default`)
};

export const pricing_level_lane_country = /** @type {(inputs: Pricing_Level_Lane_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`lane (countries)`)
};

export const pricing_level_lane_port = /** @type {(inputs: Pricing_Level_Lane_PortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`lane (ports)`)
};

export const pricing_level_mode = /** @type {(inputs: Pricing_Level_ModeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`mode`)
};

export const pricing_main_chosen_customer_gone = /** @type {(inputs: Pricing_Main_Chosen_Customer_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The customer chosen is no longer on this desk: pick one again.`)
};

export const pricing_main_customer_gone = /** @type {(inputs: Pricing_Main_Customer_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This customer is no longer on this desk: it was deleted meanwhile.`)
};

export const pricing_main_customer_has_rules = /** @type {(inputs: Pricing_Main_Customer_Has_RulesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`A margin rule is for this customer (${i?.names}): delete or change it first.`);
	return /** @type {LocalizedString} */ (`${i?.shown} margin rules are for this customer (${i?.names}): delete or change them first.`)
	
};

export const pricing_main_customer_taken = /** @type {(inputs: Pricing_Main_Customer_TakenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.name}” is already a customer of this desk.`)
};

export const pricing_main_customer_taken_field = /** @type {(inputs: Pricing_Main_Customer_Taken_FieldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.name}” is already a customer: change that one, or give another name`)
};

export const pricing_main_import_refused = /** @type {(inputs: Pricing_Main_Import_RefusedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Nothing was imported: the file has a problem. Fix it and import the file again.`);
	return /** @type {LocalizedString} */ (`Nothing was imported: the file has ${i?.shown} problems. Fix them and import the file again.`)
	
};

export const pricing_main_pick_customer = /** @type {(inputs: Pricing_Main_Pick_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pick a customer of this desk`)
};

export const pricing_main_quote_not_priced = /** @type {(inputs: Pricing_Main_Quote_Not_PricedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This quote was not saved with a sell price on this desk (saved before the desk priced quotes, or elsewhere): rate the shipment again and save it for your customer.`)
};

export const pricing_main_quote_sell_unknown = /** @type {(inputs: Pricing_Main_Quote_Sell_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The sell price is not known.`)
};

export const pricing_main_quoted_name = /** @type {(inputs: Pricing_Main_Quoted_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.name}”`)
};

export const pricing_main_rate_gone = /** @type {(inputs: Pricing_Main_Rate_GoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rate ${i?.rate} is not kept on this desk any more: rate the shipment again.`)
};

export const pricing_main_rule_customer_gone = /** @type {(inputs: Pricing_Main_Rule_Customer_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The customer of this rule is no longer on this desk.`)
};

export const pricing_main_rule_gone = /** @type {(inputs: Pricing_Main_Rule_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This rule is no longer on this desk: it was deleted meanwhile.`)
};

export const pricing_main_sell_changed = /** @type {(inputs: Pricing_Main_Sell_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The margin rules or the customer changed since the rates were shown: look at the sell price again, then save.`)
};

export const pricing_main_sell_not_kept = /** @type {(inputs: Pricing_Main_Sell_Not_KeptInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The service saved the quote, but this desk could not keep its sell price (${i?.why}). Save it again: the service answers the same quote.`)
};

export const pricing_main_sell_unknown = /** @type {(inputs: Pricing_Main_Sell_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The sell price of this rate is not known.`)
};

export const pricing_pdf_by_charge = /** @type {(inputs: Pricing_Pdf_By_ChargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`By charge (the margin spread over them)`)
};

export const pricing_pdf_description = /** @type {(inputs: Pricing_Pdf_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What a quote PDF for a customer shows. It prints the sell price only: never the carrier’s price or your margin.`)
};

export const pricing_pdf_name_carrier = /** @type {(inputs: Pricing_Pdf_Name_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name the carrier`)
};

export const pricing_pdf_name_carrier_hint = /** @type {(inputs: Pricing_Pdf_Name_Carrier_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Its name and service under the customer’s.`)
};

export const pricing_pdf_one_line = /** @type {(inputs: Pricing_Pdf_One_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One line: the sell price`)
};

export const pricing_pdf_price = /** @type {(inputs: Pricing_Pdf_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price`)
};

export const pricing_pdf_save = /** @type {(inputs: Pricing_Pdf_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save quote PDFs`)
};

export const pricing_pdf_save_failed = /** @type {(inputs: Pricing_Pdf_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not save the quote PDF settings`)
};

export const pricing_pdf_terms = /** @type {(inputs: Pricing_Pdf_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terms`)
};

export const pricing_pdf_terms_hint = /** @type {(inputs: Pricing_Pdf_Terms_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Printed at the foot of every quote, after its validity.`)
};

export const pricing_pdf_title = /** @type {(inputs: Pricing_Pdf_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quote PDFs`)
};

export const pricing_percent = /** @type {(inputs: Pricing_PercentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.percent} %`)
};

export const pricing_percentage_problem = /** @type {(inputs: Pricing_Percentage_ProblemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A percentage such as 12 or 12.5 (0 to 1000)`)
};

export const pricing_report_all_customers = /** @type {(inputs: Pricing_Report_All_CustomersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All customers`)
};

export const pricing_report_by_hand = /** @type {(inputs: Pricing_Report_By_HandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`set by hand`)
};

export const pricing_report_cancelled = /** @type {(inputs: Pricing_Report_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not saved: the report was cancelled.`)
};

export const pricing_report_col_buy = /** @type {(inputs: Pricing_Report_Col_BuyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Buy ${i?.currency}`)
};

export const pricing_report_col_carrier = /** @type {(inputs: Pricing_Report_Col_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carrier`)
};

export const pricing_report_col_customer = /** @type {(inputs: Pricing_Report_Col_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Customer`)
};

export const pricing_report_col_from = /** @type {(inputs: Pricing_Report_Col_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From`)
};

export const pricing_report_col_margin = /** @type {(inputs: Pricing_Report_Col_MarginInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Margin ${i?.currency}`)
};

export const pricing_report_col_mode = /** @type {(inputs: Pricing_Report_Col_ModeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mode`)
};

export const pricing_report_col_quote = /** @type {(inputs: Pricing_Report_Col_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quote`)
};

export const pricing_report_col_quotes = /** @type {(inputs: Pricing_Report_Col_QuotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quotes`)
};

export const pricing_report_col_rule = /** @type {(inputs: Pricing_Report_Col_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Margin rule`)
};

export const pricing_report_col_saved = /** @type {(inputs: Pricing_Report_Col_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saved`)
};

export const pricing_report_col_sell = /** @type {(inputs: Pricing_Report_Col_SellInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sell ${i?.currency}`)
};

export const pricing_report_col_to = /** @type {(inputs: Pricing_Report_Col_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To`)
};

export const pricing_report_col_valid_until = /** @type {(inputs: Pricing_Report_Col_Valid_UntilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valid until`)
};

export const pricing_report_customer = /** @type {(inputs: Pricing_Report_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Customer`)
};

export const pricing_report_description = /** @type {(inputs: Pricing_Report_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The quotes saved with a sell price in a period: each one with its buy, margin and sell, or per customer with their count, sell and margin per currency.`)
};

export const pricing_report_each_quote = /** @type {(inputs: Pricing_Report_Each_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Each quote`)
};

export const pricing_report_export_csv = /** @type {(inputs: Pricing_Report_Export_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Export CSV`)
};

export const pricing_report_export_xlsx = /** @type {(inputs: Pricing_Report_Export_XlsxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Export XLSX`)
};

export const pricing_report_failed = /** @type {(inputs: Pricing_Report_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The report was not saved`)
};

export const pricing_report_file_customers = /** @type {(inputs: Pricing_Report_File_CustomersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`quotes by customer ${i?.from} to ${i?.to}`)
};

export const pricing_report_file_quotes = /** @type {(inputs: Pricing_Report_File_QuotesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`quotes ${i?.from} to ${i?.to}`)
};

export const pricing_report_from = /** @type {(inputs: Pricing_Report_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From`)
};

export const pricing_report_lines = /** @type {(inputs: Pricing_Report_LinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lines`)
};

export const pricing_report_no_currency = /** @type {(inputs: Pricing_Report_No_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no currency`)
};

export const pricing_report_no_customer = /** @type {(inputs: Pricing_Report_No_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No customer`)
};

export const pricing_report_no_rule = /** @type {(inputs: Pricing_Report_No_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`none`)
};

export const pricing_report_per_customer = /** @type {(inputs: Pricing_Report_Per_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Per customer`)
};

export const pricing_report_period_problem = /** @type {(inputs: Pricing_Report_Period_ProblemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To is before From`)
};

export const pricing_report_rule_level = /** @type {(inputs: Pricing_Report_Rule_LevelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (${i?.level})`)
};

export const pricing_report_sheet_customers = /** @type {(inputs: Pricing_Report_Sheet_CustomersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Customers`)
};

export const pricing_report_sheet_quotes = /** @type {(inputs: Pricing_Report_Sheet_QuotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quotes`)
};

export const pricing_report_title = /** @type {(inputs: Pricing_Report_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quotes report`)
};

export const pricing_report_to = /** @type {(inputs: Pricing_Report_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To`)
};

export const pricing_rule_add = /** @type {(inputs: Pricing_Rule_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add rule`)
};

export const pricing_rule_any_carrier = /** @type {(inputs: Pricing_Rule_Any_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Any carrier`)
};

export const pricing_rule_any_customer = /** @type {(inputs: Pricing_Rule_Any_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Any customer`)
};

export const pricing_rule_any_mode = /** @type {(inputs: Pricing_Rule_Any_ModeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Any mode`)
};

export const pricing_rule_carrier = /** @type {(inputs: Pricing_Rule_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carrier`)
};

export const pricing_rule_carrier_hint = /** @type {(inputs: Pricing_Rule_Carrier_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Its name or code.`)
};

export const pricing_rule_counted = /** @type {(inputs: Pricing_Rule_CountedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Counted`)
};

export const pricing_rule_currency = /** @type {(inputs: Pricing_Rule_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Currency of the amounts`)
};

export const pricing_rule_currency_hint = /** @type {(inputs: Pricing_Rule_Currency_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The rule's amounts apply to rates in it.`)
};

export const pricing_rule_customer = /** @type {(inputs: Pricing_Rule_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Customer`)
};

export const pricing_rule_destination_country = /** @type {(inputs: Pricing_Rule_Destination_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Destination country`)
};

export const pricing_rule_destination_country_placeholder = /** @type {(inputs: Pricing_Rule_Destination_Country_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Any, e.g. CN`)
};

export const pricing_rule_destination_port = /** @type {(inputs: Pricing_Rule_Destination_PortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Destination port`)
};

export const pricing_rule_destination_port_placeholder = /** @type {(inputs: Pricing_Rule_Destination_Port_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Any, e.g. CNSHA`)
};

export const pricing_rule_fixed = /** @type {(inputs: Pricing_Rule_FixedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fixed amount (optional)`)
};

export const pricing_rule_fixed_placeholder = /** @type {(inputs: Pricing_Rule_Fixed_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`e.g. 50`)
};

export const pricing_rule_for = /** @type {(inputs: Pricing_Rule_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For the rates of`)
};

export const pricing_rule_form_change = /** @type {(inputs: Pricing_Rule_Form_ChangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Change the rule ${i?.name}`)
};

export const pricing_rule_form_new = /** @type {(inputs: Pricing_Rule_Form_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New margin rule`)
};

export const pricing_rule_margin = /** @type {(inputs: Pricing_Rule_MarginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The margin`)
};

export const pricing_rule_minimum = /** @type {(inputs: Pricing_Rule_MinimumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Minimum margin (optional)`)
};

export const pricing_rule_minimum_placeholder = /** @type {(inputs: Pricing_Rule_Minimum_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`e.g. 25`)
};

export const pricing_rule_mode = /** @type {(inputs: Pricing_Rule_ModeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mode`)
};

export const pricing_rule_name = /** @type {(inputs: Pricing_Rule_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rule name`)
};

export const pricing_rule_name_placeholder = /** @type {(inputs: Pricing_Rule_Name_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`e.g. Sea FCL standard`)
};

export const pricing_rule_origin_country = /** @type {(inputs: Pricing_Rule_Origin_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Origin country`)
};

export const pricing_rule_origin_country_placeholder = /** @type {(inputs: Pricing_Rule_Origin_Country_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Any, e.g. ES`)
};

export const pricing_rule_origin_port = /** @type {(inputs: Pricing_Rule_Origin_PortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Origin port`)
};

export const pricing_rule_origin_port_placeholder = /** @type {(inputs: Pricing_Rule_Origin_Port_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Any, e.g. ESVLC`)
};

export const pricing_rule_per_container = /** @type {(inputs: Pricing_Rule_Per_ContainerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`per container (Sea FCL)`)
};

export const pricing_rule_per_kg = /** @type {(inputs: Pricing_Rule_Per_KgInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`per kg`)
};

export const pricing_rule_per_shipment = /** @type {(inputs: Pricing_Rule_Per_ShipmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`per shipment`)
};

export const pricing_rule_percent = /** @type {(inputs: Pricing_Rule_PercentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Percentage of the buy price`)
};

export const pricing_rule_percent_placeholder = /** @type {(inputs: Pricing_Rule_Percent_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`e.g. 12`)
};

export const pricing_rule_port_hint = /** @type {(inputs: Pricing_Rule_Port_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`UN/LOCODE, or an airport's IATA code.`)
};

export const pricing_rule_save = /** @type {(inputs: Pricing_Rule_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save rule`)
};

export const pricing_rule_save_failed = /** @type {(inputs: Pricing_Rule_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not save the rule`)
};

export const pricing_rules_col_for = /** @type {(inputs: Pricing_Rules_Col_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For the rates of`)
};

export const pricing_rules_col_margin = /** @type {(inputs: Pricing_Rules_Col_MarginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Margin`)
};

export const pricing_rules_col_rule = /** @type {(inputs: Pricing_Rules_Col_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rule`)
};

export const pricing_rules_count = /** @type {(inputs: Pricing_Rules_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} rule`);
	return /** @type {LocalizedString} */ (`${i?.shown} rules`)
	
};

export const pricing_rules_delete_body = /** @type {(inputs: Pricing_Rules_Delete_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.name}” no longer prices rates. Quotes saved with it keep their prices.`)
};

export const pricing_rules_delete_confirm = /** @type {(inputs: Pricing_Rules_Delete_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete rule`)
};

export const pricing_rules_delete_failed = /** @type {(inputs: Pricing_Rules_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not delete the rule`)
};

export const pricing_rules_delete_title = /** @type {(inputs: Pricing_Rules_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete this rule?`)
};

export const pricing_rules_description = /** @type {(inputs: Pricing_Rules_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The most specific rule that matches a rate prices it: customer, then lane (ports, then countries), carrier, mode, and a rule with no condition as the desk’s default. Between equal rules the older one wins.`)
};

export const pricing_rules_empty = /** @type {(inputs: Pricing_Rules_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No rules yet: every rate sells at its buy price until you add one.`)
};

export const pricing_rules_level_note = /** @type {(inputs: Pricing_Rules_Level_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.level} rule`)
};

export const pricing_rules_new = /** @type {(inputs: Pricing_Rules_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New rule`)
};

export const pricing_rules_read_failed = /** @type {(inputs: Pricing_Rules_Read_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not read the margin rules`)
};

export const pricing_rules_title = /** @type {(inputs: Pricing_Rules_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Margin rules`)
};

export const pricing_scope_any = /** @type {(inputs: Pricing_Scope_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`any`)
};

export const pricing_scope_deleted_customer = /** @type {(inputs: Pricing_Scope_Deleted_CustomerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`customer #${i?.id} (deleted)`)
};

export const pricing_scope_every_rate = /** @type {(inputs: Pricing_Scope_Every_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every rate`)
};

export const pricing_terms_at_least = /** @type {(inputs: Pricing_Terms_At_LeastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.terms}, at least ${i?.minimum}`)
};

export const pricing_terms_nothing = /** @type {(inputs: Pricing_Terms_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nothing`)
};

export const pricing_terms_per_container = /** @type {(inputs: Pricing_Terms_Per_ContainerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} per container`)
};

export const pricing_terms_per_kg = /** @type {(inputs: Pricing_Terms_Per_KgInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} per kg`)
};

export const pricing_terms_per_shipment = /** @type {(inputs: Pricing_Terms_Per_ShipmentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} per shipment`)
};

export const pricing_unknown_an_unknown_currency = /** @type {(inputs: Pricing_Unknown_An_Unknown_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`an unknown currency`)
};

export const pricing_unknown_currency_join = /** @type {(inputs: Pricing_Unknown_Currency_JoinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.first} and ${i?.second}`)
};

export const pricing_unknown_needs_exchange = /** @type {(inputs: Pricing_Unknown_Needs_ExchangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The rule’s amounts are in ${i?.rule} and this rate is in ${i?.theirs}: give a rate of exchange from ${i?.rule} for this quote, or set the margin by hand.`)
};

export const pricing_unknown_no_amount_in = /** @type {(inputs: Pricing_Unknown_No_Amount_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This rate has no amount in ${i?.currency}.`)
};

export const pricing_unknown_no_buy = /** @type {(inputs: Pricing_Unknown_No_BuyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The carrier gave no price for this rate.`)
};

export const pricing_unknown_no_containers = /** @type {(inputs: Pricing_Unknown_No_ContainersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The rule adds an amount per container, and this shipment has no containers.`)
};

export const pricing_unknown_no_weight = /** @type {(inputs: Pricing_Unknown_No_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The rule adds an amount per kilogram, and the request gives no weight.`)
};

export const pricing_unknown_rule_no_currency = /** @type {(inputs: Pricing_Unknown_Rule_No_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The rule has an amount without a currency.`)
};

export const pricing_unknown_that_currency = /** @type {(inputs: Pricing_Unknown_That_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`that currency`)
};

export const pricing_why_most_specific = /** @type {(inputs: Pricing_Why_Most_SpecificInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.name}” applies: a ${i?.level} rule, the most specific of ${i?.count} that match.`)
};

export const pricing_why_no_rule = /** @type {(inputs: Pricing_Why_No_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No margin rule matches this rate: it sells at its buy price.`)
};

export const pricing_why_older = /** @type {(inputs: Pricing_Why_OlderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`It is as specific as ${i?.names} and wins as the older rule.`)
};

export const pricing_why_only = /** @type {(inputs: Pricing_Why_OnlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.name}” applies: a ${i?.level} rule, the only one that matches.`)
};

export const pricing_why_written = /** @type {(inputs: Pricing_Why_WrittenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`It is as specific as ${i?.names} and wins as a rule you wrote over a default margin.`)
};

export const profile_form_add_description = /** @type {(inputs: Profile_Form_Add_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connect Freight Desk to your account on a freight service. You get the API key and secret from the service operator.`)
};

export const profile_form_add_title = /** @type {(inputs: Profile_Form_Add_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add a service profile`)
};

export const profile_form_api_key = /** @type {(inputs: Profile_Form_Api_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API key`)
};

export const profile_form_api_secret = /** @type {(inputs: Profile_Form_Api_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API secret`)
};

export const profile_form_base_url = /** @type {(inputs: Profile_Form_Base_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Base URL`)
};

export const profile_form_base_url_hint = /** @type {(inputs: Profile_Form_Base_Url_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`https://… (plain http only for a service on this computer).`)
};

export const profile_form_base_url_placeholder = /** @type {(inputs: Profile_Form_Base_Url_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`https://api.example.com`)
};

export const profile_form_edit_description = /** @type {(inputs: Profile_Form_Edit_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change the name or address, or replace the API key and secret.`)
};

export const profile_form_edit_title = /** @type {(inputs: Profile_Form_Edit_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Edit “${i?.name}”`)
};

export const profile_form_keep_key = /** @type {(inputs: Profile_Form_Keep_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leave empty to keep the stored key.`)
};

export const profile_form_keep_secret = /** @type {(inputs: Profile_Form_Keep_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leave empty to keep the stored secret.`)
};

export const profile_form_name = /** @type {(inputs: Profile_Form_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name`)
};

export const profile_form_name_hint = /** @type {(inputs: Profile_Form_Name_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How the profile appears in the status bar, e.g. “Production”.`)
};

export const profile_form_new_server_body = /** @type {(inputs: Profile_Form_New_Server_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The base URL now points at ${i?.typed}, not ${i?.saved}. Freight Desk sends the stored key and secret only to the server they were entered for, so this change needs the key and secret for the new one.`)
};

export const profile_form_new_server_title = /** @type {(inputs: Profile_Form_New_Server_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New server: enter its API key and secret`)
};

export const profile_form_not_saved = /** @type {(inputs: Profile_Form_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The profile was not saved`)
};

export const profile_form_required_new_server = /** @type {(inputs: Profile_Form_Required_New_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Required for the new server (see the note above).`)
};

export const profile_form_save = /** @type {(inputs: Profile_Form_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save profile`)
};

export const profile_form_saved = /** @type {(inputs: Profile_Form_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Saved “${i?.name}”. Stored in the system keychain.`)
};

export const profile_form_secret_hint = /** @type {(inputs: Profile_Form_Secret_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stored in the system keychain; Freight Desk never shows it again.`)
};

export const profiles_active = /** @type {(inputs: Profiles_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Active`)
};

export const profiles_base_url_said = /** @type {(inputs: Profiles_Base_Url_SaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Base URL:`)
};

export const profiles_caption = /** @type {(inputs: Profiles_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connection profiles`)
};

export const profiles_col_actions = /** @type {(inputs: Profiles_Col_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actions`)
};

export const profiles_col_credentials = /** @type {(inputs: Profiles_Col_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Credentials`)
};

export const profiles_col_profile = /** @type {(inputs: Profiles_Col_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profile`)
};

export const profiles_demo_credentials = /** @type {(inputs: Profiles_Demo_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Built-in demo credentials`)
};

export const profiles_description = /** @type {(inputs: Profiles_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service Freight Desk works with. The embedded sandbox runs on this computer with demo data and needs no account.`)
};

export const profiles_editing = /** @type {(inputs: Profiles_EditingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Editing`)
};

export const profiles_loading = /** @type {(inputs: Profiles_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading profiles…`)
};

export const profiles_not_stored = /** @type {(inputs: Profiles_Not_StoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not stored: edit to add them`)
};

export const profiles_read_failed = /** @type {(inputs: Profiles_Read_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not read the profiles`)
};

export const profiles_remove_body = /** @type {(inputs: Profiles_Remove_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Freight Desk forgets this profile and deletes its API key and secret from the system keychain. This cannot be undone.`)
};

export const profiles_remove_body_active = /** @type {(inputs: Profiles_Remove_Body_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Freight Desk forgets this profile and deletes its API key and secret from the system keychain. This cannot be undone; the app switches back to the Sandbox.`)
};

export const profiles_remove_confirm = /** @type {(inputs: Profiles_Remove_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove profile`)
};

export const profiles_remove_failed = /** @type {(inputs: Profiles_Remove_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Could not remove “${i?.name}”`)
};

export const profiles_remove_title = /** @type {(inputs: Profiles_Remove_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove “${i?.name}”?`)
};

export const profiles_stored_keychain = /** @type {(inputs: Profiles_Stored_KeychainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stored in the system keychain`)
};

export const profiles_switch_failed = /** @type {(inputs: Profiles_Switch_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Could not switch to “${i?.name}”`)
};

export const profiles_title = /** @type {(inputs: Profiles_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profiles`)
};

export const profiles_use = /** @type {(inputs: Profiles_UseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use this profile`)
};

export const progress_in_progress = /** @type {(inputs: Progress_In_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In progress`)
};

export const quote_pdf = /** @type {(inputs: Quote_PdfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quote PDF`)
};

export const quotes_as_quoted = /** @type {(inputs: Quotes_As_QuotedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`as quoted`)
};

export const quotes_book = /** @type {(inputs: Quotes_BookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Book`)
};

export const quotes_buy = /** @type {(inputs: Quotes_BuyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`buy`)
};

export const quotes_col_actions = /** @type {(inputs: Quotes_Col_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actions`)
};

export const quotes_col_carrier = /** @type {(inputs: Quotes_Col_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carrier and shipment`)
};

export const quotes_col_delivery = /** @type {(inputs: Quotes_Col_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delivery`)
};

export const quotes_col_price = /** @type {(inputs: Quotes_Col_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price`)
};

export const quotes_col_transit = /** @type {(inputs: Quotes_Col_TransitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transit`)
};

export const quotes_col_valid = /** @type {(inputs: Quotes_Col_ValidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valid`)
};

export const quotes_count = /** @type {(inputs: Quotes_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} saved quote`);
	return /** @type {LocalizedString} */ (`${i?.shown} saved quotes`)
	
};

export const quotes_delete = /** @type {(inputs: Quotes_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete`)
};

export const quotes_delete_body = /** @type {(inputs: Quotes_Delete_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This quote (${i?.quote}) is deleted from the freight service. It cannot be booked afterwards, and this cannot be undone.`)
};

export const quotes_delete_confirm = /** @type {(inputs: Quotes_Delete_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete quote`)
};

export const quotes_delete_failed = /** @type {(inputs: Quotes_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not delete the quote`)
};

export const quotes_delete_title = /** @type {(inputs: Quotes_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete this quote?`)
};

export const quotes_delete_unknown_body = /** @type {(inputs: Quotes_Delete_Unknown_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The list below was read again: if the quote (${i?.quote}) is still listed, it was not deleted.`)
};

export const quotes_delete_unknown_what = /** @type {(inputs: Quotes_Delete_Unknown_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the quote may or may not have been deleted`)
};

export const quotes_deleted = /** @type {(inputs: Quotes_DeletedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quote from ${i?.carrier} deleted.`)
};

export const quotes_description = /** @type {(inputs: Quotes_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rates saved from Rating. Book one before it expires; an expired quote must be rated again.`)
};

export const quotes_description_col = /** @type {(inputs: Quotes_Description_ColInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Description`)
};

export const quotes_for_customer = /** @type {(inputs: Quotes_For_CustomerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`for ${i?.customer}`)
};

export const quotes_go_rating = /** @type {(inputs: Quotes_Go_RatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to Rating`)
};

export const quotes_hide_surcharges = /** @type {(inputs: Quotes_Hide_SurchargesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Hide ${i?.shown} surcharge`);
	return /** @type {LocalizedString} */ (`Hide ${i?.shown} surcharges`)
	
};

export const quotes_load_failed = /** @type {(inputs: Quotes_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not load the saved quotes`)
};

export const quotes_loading = /** @type {(inputs: Quotes_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading saved quotes…`)
};

export const quotes_needs_service = /** @type {(inputs: Quotes_Needs_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Booking and deleting quotes need the service.`)
};

export const quotes_no_customer = /** @type {(inputs: Quotes_No_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no customer`)
};

export const quotes_no_rule = /** @type {(inputs: Quotes_No_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no rule`)
};

export const quotes_none_body = /** @type {(inputs: Quotes_None_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rate a shipment and choose Save quote on the offer you want to keep.`)
};

export const quotes_none_title = /** @type {(inputs: Quotes_None_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No saved quotes`)
};

export const quotes_not_bookable_expired = /** @type {(inputs: Quotes_Not_Bookable_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not bookable: the quote expired. Rate again for a current price.`)
};

export const quotes_not_bookable_mode = /** @type {(inputs: Quotes_Not_Bookable_ModeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Not bookable: ${i?.mode} quotes cannot be booked here.`)
};

export const quotes_not_bookable_no_type = /** @type {(inputs: Quotes_Not_Bookable_No_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not bookable: the service did not say the shipment type.`)
};

export const quotes_not_confirmed = /** @type {(inputs: Quotes_Not_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not confirmed`)
};

export const quotes_not_priced = /** @type {(inputs: Quotes_Not_PricedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saved without a sell price on this desk: rate the shipment again and save it for your customer to send a PDF.`)
};

export const quotes_not_sold_here = /** @type {(inputs: Quotes_Not_Sold_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`buy price: not sold on this desk`)
};

export const quotes_pdf_cancelled = /** @type {(inputs: Quotes_Pdf_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not saved: the PDF was cancelled.`)
};

export const quotes_pdf_failed = /** @type {(inputs: Quotes_Pdf_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The quote PDF was not saved`)
};

export const quotes_pdf_language = /** @type {(inputs: Quotes_Pdf_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PDF language`)
};

export const quotes_pdf_language_customer = /** @type {(inputs: Quotes_Pdf_Language_CustomerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Customer’s (${i?.language})`)
};

export const quotes_pdf_language_desk = /** @type {(inputs: Quotes_Pdf_Language_DeskInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Desk’s (${i?.language})`)
};

export const quotes_pdf_language_each = /** @type {(inputs: Quotes_Pdf_Language_EachInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Each customer’s, else ${i?.language}`)
};

export const quotes_pickup_on = /** @type {(inputs: Quotes_Pickup_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`pickup ${i?.date}`)
};

export const quotes_plus_margin = /** @type {(inputs: Quotes_Plus_MarginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`+ margin`)
};

export const quotes_reload = /** @type {(inputs: Quotes_ReloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reload`)
};

export const quotes_reload_saved = /** @type {(inputs: Quotes_Reload_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reload saved quotes`)
};

export const quotes_set_by_hand = /** @type {(inputs: Quotes_Set_By_HandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`set by hand`)
};

export const quotes_show_surcharges = /** @type {(inputs: Quotes_Show_SurchargesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Show ${i?.shown} surcharge`);
	return /** @type {LocalizedString} */ (`Show ${i?.shown} surcharges`)
	
};

export const quotes_surcharge = /** @type {(inputs: Quotes_SurchargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Surcharge`)
};

export const quotes_surcharges_of = /** @type {(inputs: Quotes_Surcharges_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Surcharges of the quote from ${i?.carrier}`)
};

export const quotes_tax = /** @type {(inputs: Quotes_TaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tax`)
};

export const quotes_the_carrier = /** @type {(inputs: Quotes_The_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the carrier`)
};

export const quotes_title = /** @type {(inputs: Quotes_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saved quotes`)
};

export const quotes_type_unknown = /** @type {(inputs: Quotes_Type_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unknown`)
};

export const quotes_unknown_carrier = /** @type {(inputs: Quotes_Unknown_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unknown carrier`)
};

export const quotes_unknown_carrier_lower = /** @type {(inputs: Quotes_Unknown_Carrier_LowerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`unknown carrier`)
};

export const rating_address_by_hand = /** @type {(inputs: Rating_Address_By_HandInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The desk has no postal-code list for ${i?.country}: if no place is suggested, type the postal code, city and region below.`)
};

export const rating_address_hint = /** @type {(inputs: Rating_Address_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filled in from the place you pick. Type them only for a place the lookup does not know.`)
};

export const rating_address_noun = /** @type {(inputs: Rating_Address_NounInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`place`)
};

export const rating_address_placeholder = /** @type {(inputs: Rating_Address_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`08001 or Barcelona`)
};

export const rating_address_postal_code = /** @type {(inputs: Rating_Address_Postal_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Postal code`)
};

export const rating_address_region = /** @type {(inputs: Rating_Address_RegionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Region code`)
};

export const rating_address_search = /** @type {(inputs: Rating_Address_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`City or postal code`)
};

export const rating_air_aircraft = /** @type {(inputs: Rating_Air_AircraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aircraft`)
};

export const rating_air_arrives = /** @type {(inputs: Rating_Air_ArrivesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arrives`)
};

export const rating_air_chargeable_weight = /** @type {(inputs: Rating_Air_Chargeable_WeightInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Chargeable weight: ${i?.weight} kg`)
};

export const rating_air_departs = /** @type {(inputs: Rating_Air_DepartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Departs`)
};

export const rating_air_flight = /** @type {(inputs: Rating_Air_FlightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Flight`)
};

export const rating_air_flights = /** @type {(inputs: Rating_Air_FlightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Flights`)
};

export const rating_air_freight = /** @type {(inputs: Rating_Air_FreightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Freight:`)
};

export const rating_air_no_flights = /** @type {(inputs: Rating_Air_No_FlightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No flights given.`)
};

export const rating_all_in_price_and_surcharges = /** @type {(inputs: Rating_All_In_Price_And_SurchargesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`price + surcharges`)
};

export const rating_all_in_surcharges = /** @type {(inputs: Rating_All_In_SurchargesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sum of the surcharges`)
};

export const rating_announce_not_saved = /** @type {(inputs: Rating_Announce_Not_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quote not saved: ${i?.message}`)
};

export const rating_announce_saved = /** @type {(inputs: Rating_Announce_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quote saved.`)
};

export const rating_announce_saved_as = /** @type {(inputs: Rating_Announce_Saved_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quote saved as ${i?.number}.`)
};

export const rating_announce_unknown = /** @type {(inputs: Rating_Announce_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Outcome unknown: the quote may or may not have been saved. Check Quotes.`)
};

export const rating_book = /** @type {(inputs: Rating_BookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Book`)
};

export const rating_book_title = /** @type {(inputs: Rating_Book_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save this rate as a quote if it is not, and open its booking form`)
};

export const rating_book_unknown_title = /** @type {(inputs: Rating_Book_Unknown_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The save’s outcome is unknown: check Quotes before booking`)
};

export const rating_carriers_count = /** @type {(inputs: Rating_Carriers_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} carrier`);
	return /** @type {LocalizedString} */ (`${i?.shown} carriers`)
	
};

export const rating_cheapest = /** @type {(inputs: Rating_CheapestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cheapest`)
};

export const rating_check_quotes = /** @type {(inputs: Rating_Check_QuotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check Quotes`)
};

export const rating_city = /** @type {(inputs: Rating_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`City`)
};

export const rating_col_actions = /** @type {(inputs: Rating_Col_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actions`)
};

export const rating_col_buy = /** @type {(inputs: Rating_Col_BuyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buy`)
};

export const rating_col_carrier = /** @type {(inputs: Rating_Col_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carrier and service`)
};

export const rating_col_delivery = /** @type {(inputs: Rating_Col_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delivery`)
};

export const rating_col_sell = /** @type {(inputs: Rating_Col_SellInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sell`)
};

export const rating_col_transit = /** @type {(inputs: Rating_Col_TransitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transit`)
};

export const rating_col_valid = /** @type {(inputs: Rating_Col_ValidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valid`)
};

export const rating_container = /** @type {(inputs: Rating_ContainerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Container`)
};

export const rating_country = /** @type {(inputs: Rating_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Country`)
};

export const rating_country_group_by_hand = /** @type {(inputs: Rating_Country_Group_By_HandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Postal code typed by hand`)
};

export const rating_country_group_listed = /** @type {(inputs: Rating_Country_Group_ListedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Postal codes suggested`)
};

export const rating_csv_buy = /** @type {(inputs: Rating_Csv_BuyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Buy ${i?.currency}`)
};

export const rating_csv_buy_from = /** @type {(inputs: Rating_Csv_Buy_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buy from`)
};

export const rating_csv_carrier = /** @type {(inputs: Rating_Csv_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carrier`)
};

export const rating_csv_delivery = /** @type {(inputs: Rating_Csv_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delivery`)
};

export const rating_csv_from_none = /** @type {(inputs: Rating_Csv_From_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no price`)
};

export const rating_csv_from_price = /** @type {(inputs: Rating_Csv_From_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`carrier price`)
};

export const rating_csv_from_price_and_surcharges = /** @type {(inputs: Rating_Csv_From_Price_And_SurchargesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`price + surcharges`)
};

export const rating_csv_from_surcharges = /** @type {(inputs: Rating_Csv_From_SurchargesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sum of surcharges`)
};

export const rating_csv_margin = /** @type {(inputs: Rating_Csv_MarginInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Margin ${i?.currency}`)
};

export const rating_csv_margin_rule = /** @type {(inputs: Rating_Csv_Margin_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Margin rule`)
};

export const rating_csv_pickup = /** @type {(inputs: Rating_Csv_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup`)
};

export const rating_csv_prebooking = /** @type {(inputs: Rating_Csv_PrebookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pre-booking: no sailing confirmed`)
};

export const rating_csv_rate_id = /** @type {(inputs: Rating_Csv_Rate_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rate id`)
};

export const rating_csv_rule_by_hand = /** @type {(inputs: Rating_Csv_Rule_By_HandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`set by hand`)
};

export const rating_csv_rule_none = /** @type {(inputs: Rating_Csv_Rule_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`none`)
};

export const rating_csv_rule_unknown = /** @type {(inputs: Rating_Csv_Rule_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`unknown: ${i?.why}`)
};

export const rating_csv_sell = /** @type {(inputs: Rating_Csv_SellInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sell ${i?.currency}`)
};

export const rating_csv_service = /** @type {(inputs: Rating_Csv_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Service`)
};

export const rating_csv_transit_days = /** @type {(inputs: Rating_Csv_Transit_DaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transit days`)
};

export const rating_csv_unknown_currency = /** @type {(inputs: Rating_Csv_Unknown_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`unknown currency`)
};

export const rating_csv_valid_until = /** @type {(inputs: Rating_Csv_Valid_UntilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valid until`)
};

export const rating_day_unit = /** @type {(inputs: Rating_Day_UnitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`day`)
};

export const rating_days_unit = /** @type {(inputs: Rating_Days_UnitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`days`)
};

export const rating_delivery_address = /** @type {(inputs: Rating_Delivery_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delivery address`)
};

export const rating_details = /** @type {(inputs: Rating_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Details`)
};

export const rating_details_failed = /** @type {(inputs: Rating_Details_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not show this rate’s details`)
};

export const rating_details_loading = /** @type {(inputs: Rating_Details_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the rate’s surcharges, conditions and schedule…`)
};

export const rating_end_airport = /** @type {(inputs: Rating_End_AirportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Airport`)
};

export const rating_end_airport_noun = /** @type {(inputs: Rating_End_Airport_NounInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`airport`)
};

export const rating_end_airport_placeholder = /** @type {(inputs: Rating_End_Airport_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`City, name or IATA code`)
};

export const rating_end_airports_first = /** @type {(inputs: Rating_End_Airports_FirstInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Airports in ${i?.country} (the address below) first, then the biggest.`)
};

export const rating_end_arrival = /** @type {(inputs: Rating_End_ArrivalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arrival`)
};

export const rating_end_delivery_store_door = /** @type {(inputs: Rating_End_Delivery_Store_DoorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delivery address (store door)`)
};

export const rating_end_departure = /** @type {(inputs: Rating_End_DepartureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Departure`)
};

export const rating_end_destination = /** @type {(inputs: Rating_End_DestinationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Destination`)
};

export const rating_end_origin = /** @type {(inputs: Rating_End_OriginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Origin`)
};

export const rating_end_pickup_store_door = /** @type {(inputs: Rating_End_Pickup_Store_DoorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup address (store door)`)
};

export const rating_end_port = /** @type {(inputs: Rating_End_PortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Port`)
};

export const rating_end_port_discharge = /** @type {(inputs: Rating_End_Port_DischargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Port of discharge`)
};

export const rating_end_port_loading = /** @type {(inputs: Rating_End_Port_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Port of loading`)
};

export const rating_end_port_noun = /** @type {(inputs: Rating_End_Port_NounInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`port`)
};

export const rating_end_port_placeholder = /** @type {(inputs: Rating_End_Port_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`City or UN/LOCODE`)
};

export const rating_end_rkst = /** @type {(inputs: Rating_End_RkstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`RKST code`)
};

export const rating_end_service = /** @type {(inputs: Rating_End_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Service`)
};

export const rating_end_service_cy = /** @type {(inputs: Rating_End_Service_CyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Container yard (CY)`)
};

export const rating_end_service_hint_destination = /** @type {(inputs: Rating_End_Service_Hint_DestinationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CY: the consignee collects at the terminal. SD: the carrier delivers to the door.`)
};

export const rating_end_service_hint_origin = /** @type {(inputs: Rating_End_Service_Hint_OriginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CY: you deliver the container to the terminal. SD: the carrier collects it at your door.`)
};

export const rating_end_service_sd = /** @type {(inputs: Rating_End_Service_SdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Store door (SD)`)
};

export const rating_end_unlocode = /** @type {(inputs: Rating_End_UnlocodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`UN/LOCODE`)
};

export const rating_expired_title = /** @type {(inputs: Rating_Expired_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This rate expired: rate again for a current price`)
};

export const rating_export_cancelled = /** @type {(inputs: Rating_Export_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not saved: the export was cancelled.`)
};

export const rating_export_csv = /** @type {(inputs: Rating_Export_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Export CSV`)
};

export const rating_export_failed = /** @type {(inputs: Rating_Export_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The rates were not saved`)
};

export const rating_fastest = /** @type {(inputs: Rating_FastestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fastest`)
};

export const rating_filter_all_carriers = /** @type {(inputs: Rating_Filter_All_CarriersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`All carriers (${i?.count})`)
};

export const rating_filter_all_shown = /** @type {(inputs: Rating_Filter_All_ShownInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`All ${i?.shown} rate shown`);
	return /** @type {LocalizedString} */ (`All ${i?.shown} rates shown`)
	
};

export const rating_filter_amount_invalid = /** @type {(inputs: Rating_Filter_Amount_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type an amount such as 1200 or 1200.50`)
};

export const rating_filter_any = /** @type {(inputs: Rating_Filter_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Any`)
};

export const rating_filter_basis = /** @type {(inputs: Rating_Filter_BasisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price range on`)
};

export const rating_filter_buy = /** @type {(inputs: Rating_Filter_BuyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buy price (the carrier’s)`)
};

export const rating_filter_carrier = /** @type {(inputs: Rating_Filter_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carrier`)
};

export const rating_filter_clear = /** @type {(inputs: Rating_Filter_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clear filters`)
};

export const rating_filter_currencies_note = /** @type {(inputs: Rating_Filter_Currencies_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rates in several currencies: each range applies to the amounts in its own currency; nothing is converted.`)
};

export const rating_filter_days_invalid = /** @type {(inputs: Rating_Filter_Days_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type a whole number of days`)
};

export const rating_filter_hidden = /** @type {(inputs: Rating_Filter_HiddenInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} rate hidden`);
	return /** @type {LocalizedString} */ (`${i?.shown} rates hidden`)
	
};

export const rating_filter_hidden_rest = /** @type {(inputs: Rating_Filter_Hidden_RestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`by the filters · ${i?.shown} of ${i?.total} shown`)
};

export const rating_filter_max_buy = /** @type {(inputs: Rating_Filter_Max_BuyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Max. buy (${i?.currency})`)
};

export const rating_filter_max_sell = /** @type {(inputs: Rating_Filter_Max_SellInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Max. sell (${i?.currency})`)
};

export const rating_filter_max_transit = /** @type {(inputs: Rating_Filter_Max_TransitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Max. transit (days)`)
};

export const rating_filter_min_above_max = /** @type {(inputs: Rating_Filter_Min_Above_MaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The minimum is above the maximum`)
};

export const rating_filter_min_buy = /** @type {(inputs: Rating_Filter_Min_BuyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Min. buy (${i?.currency})`)
};

export const rating_filter_min_sell = /** @type {(inputs: Rating_Filter_Min_SellInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Min. sell (${i?.currency})`)
};

export const rating_filter_sell = /** @type {(inputs: Rating_Filter_SellInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sell price`)
};

export const rating_form_address_required = /** @type {(inputs: Rating_Form_Address_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.address} is required: search by city or postal code and pick it from the list`)
};

export const rating_form_arrival_airport = /** @type {(inputs: Rating_Form_Arrival_AirportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arrival airport`)
};

export const rating_form_clear = /** @type {(inputs: Rating_Form_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clear form`)
};

export const rating_form_currency = /** @type {(inputs: Rating_Form_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Currency`)
};

export const rating_form_currency_hint = /** @type {(inputs: Rating_Form_Currency_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prices come back in it.`)
};

export const rating_form_customs = /** @type {(inputs: Rating_Form_CustomsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Customs clearance`)
};

export const rating_form_customs_hint = /** @type {(inputs: Rating_Form_Customs_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The carrier clears customs.`)
};

export const rating_form_dangerous = /** @type {(inputs: Rating_Form_DangerousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dangerous cargo`)
};

export const rating_form_dangerous_hint = /** @type {(inputs: Rating_Form_Dangerous_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ADR / IATA DGR goods.`)
};

export const rating_form_departure_airport = /** @type {(inputs: Rating_Form_Departure_AirportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Departure airport`)
};

export const rating_form_description_address = /** @type {(inputs: Rating_Form_Description_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pick the two places from the postal-code lookup and add the pieces.`)
};

export const rating_form_description_airport = /** @type {(inputs: Rating_Form_Description_AirportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pick the two airports, where the goods are collected and delivered, and the pieces.`)
};

export const rating_form_description_port = /** @type {(inputs: Rating_Form_Description_PortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pick the two ports and the containers or cargo. Prices come back all-in, freight plus surcharges.`)
};

export const rating_form_get_rates = /** @type {(inputs: Rating_Form_Get_RatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Get rates`)
};

export const rating_form_goods_description = /** @type {(inputs: Rating_Form_Goods_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Goods description`)
};

export const rating_form_goods_description_optional = /** @type {(inputs: Rating_Form_Goods_Description_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Goods description (optional)`)
};

export const rating_form_goods_placeholder = /** @type {(inputs: Rating_Form_Goods_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`e.g. Machine spare parts`)
};

export const rating_form_goods_required = /** @type {(inputs: Rating_Form_Goods_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Goods description is required: what is shipped, e.g. “Spare parts”`)
};

export const rating_form_goods_value = /** @type {(inputs: Rating_Form_Goods_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Goods value`)
};

export const rating_form_goods_value_hint = /** @type {(inputs: Rating_Form_Goods_Value_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For insurance and customs.`)
};

export const rating_form_goods_value_invalid = /** @type {(inputs: Rating_Form_Goods_Value_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Goods value must be an amount such as 1250.50 (at most two decimals)`)
};

export const rating_form_goods_value_negative = /** @type {(inputs: Rating_Form_Goods_Value_NegativeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Goods value must be 0 or more`)
};

export const rating_form_goods_value_optional = /** @type {(inputs: Rating_Form_Goods_Value_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Goods value (optional)`)
};

export const rating_form_goods_value_required = /** @type {(inputs: Rating_Form_Goods_Value_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Goods value is required`)
};

export const rating_form_insurance = /** @type {(inputs: Rating_Form_InsuranceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Insurance`)
};

export const rating_form_insurance_hint = /** @type {(inputs: Rating_Form_Insurance_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cover the goods value.`)
};

export const rating_form_label = /** @type {(inputs: Rating_Form_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.mode} rating`)
};

export const rating_form_needs_service = /** @type {(inputs: Rating_Form_Needs_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Getting rates needs the service.`)
};

export const rating_form_no_customer = /** @type {(inputs: Rating_Form_No_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No customer (the desk’s own rules)`)
};

export const rating_form_pickup_date = /** @type {(inputs: Rating_Form_Pickup_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup date`)
};

export const rating_form_pickup_date_invalid = /** @type {(inputs: Rating_Form_Pickup_Date_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pickup date must be a date such as ${i?.example}`)
};

export const rating_form_pickup_date_past = /** @type {(inputs: Rating_Form_Pickup_Date_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The pickup date cannot be in the past`)
};

export const rating_form_pickup_date_required = /** @type {(inputs: Rating_Form_Pickup_Date_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup date is required`)
};

export const rating_form_pickup_goods = /** @type {(inputs: Rating_Form_Pickup_GoodsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup and goods`)
};

export const rating_form_port_required = /** @type {(inputs: Rating_Form_Port_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.end} is required: search for it and pick it from the list`)
};

export const rating_form_problems = /** @type {(inputs: Rating_Form_ProblemsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} field needs attention: nothing was sent.`);
	return /** @type {LocalizedString} */ (`${i?.shown} fields need attention: nothing was sent.`)
	
};

export const rating_form_quote_for = /** @type {(inputs: Rating_Form_Quote_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quote for`)
};

export const rating_form_quote_for_hint = /** @type {(inputs: Rating_Form_Quote_For_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prices the rates with the customer’s rules.`)
};

export const rating_form_required = /** @type {(inputs: Rating_Form_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} is required`)
};

export const rating_form_title = /** @type {(inputs: Rating_Form_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.mode} shipment`)
};

export const rating_from = /** @type {(inputs: Rating_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From`)
};

export const rating_hide_details = /** @type {(inputs: Rating_Hide_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hide details`)
};

export const rating_hint_air = /** @type {(inputs: Rating_Hint_AirInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buy: the carrier’s all-in, the freight with every surcharge, per currency. Sell: the buy price plus the margin shown.`)
};

export const rating_hint_road = /** @type {(inputs: Rating_Hint_RoadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buy: the carrier’s all-in price, every charge (fuel, insurance, customs) included. Sell: the buy price plus the margin shown.`)
};

export const rating_hint_sea = /** @type {(inputs: Rating_Hint_SeaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buy: the carrier’s all-in, the price with every surcharge, freight included; without a price from the carrier, the surcharges added up per currency. Sell: the buy price plus the margin shown.`)
};

export const rating_line_cargo_weight = /** @type {(inputs: Rating_Line_Cargo_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargo weight`)
};

export const rating_line_container_type = /** @type {(inputs: Rating_Line_Container_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Container type`)
};

export const rating_line_height = /** @type {(inputs: Rating_Line_HeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Height`)
};

export const rating_line_imo = /** @type {(inputs: Rating_Line_ImoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`IMO number`)
};

export const rating_line_length = /** @type {(inputs: Rating_Line_LengthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Length`)
};

export const rating_line_name = /** @type {(inputs: Rating_Line_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.noun} ${i?.number}`)
};

export const rating_line_noun_box = /** @type {(inputs: Rating_Line_Noun_BoxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`box`)
};

export const rating_line_noun_cargo = /** @type {(inputs: Rating_Line_Noun_CargoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`cargo line`)
};

export const rating_line_noun_container = /** @type {(inputs: Rating_Line_Noun_ContainerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`container`)
};

export const rating_line_noun_pallet = /** @type {(inputs: Rating_Line_Noun_PalletInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pallet`)
};

export const rating_line_noun_piece = /** @type {(inputs: Rating_Line_Noun_PieceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`piece`)
};

export const rating_line_optional = /** @type {(inputs: Rating_Line_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Optional`)
};

export const rating_line_pallet_type = /** @type {(inputs: Rating_Line_Pallet_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pallet type`)
};

export const rating_line_quantity = /** @type {(inputs: Rating_Line_QuantityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quantity`)
};

export const rating_line_reefer = /** @type {(inputs: Rating_Line_ReeferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reefer`)
};

export const rating_line_shipper_owned = /** @type {(inputs: Rating_Line_Shipper_OwnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shipper-owned`)
};

export const rating_line_stackable = /** @type {(inputs: Rating_Line_StackableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stackable`)
};

export const rating_line_volume = /** @type {(inputs: Rating_Line_VolumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volume`)
};

export const rating_line_weight = /** @type {(inputs: Rating_Line_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weight`)
};

export const rating_line_width = /** @type {(inputs: Rating_Line_WidthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Width`)
};

export const rating_lines_add = /** @type {(inputs: Rating_Lines_AddInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Add ${i?.noun}`)
};

export const rating_lines_boxes = /** @type {(inputs: Rating_Lines_BoxesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Boxes`)
};

export const rating_lines_cargo = /** @type {(inputs: Rating_Lines_CargoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargo`)
};

export const rating_lines_choose = /** @type {(inputs: Rating_Lines_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose…`)
};

export const rating_lines_container_types = /** @type {(inputs: Rating_Lines_Container_TypesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Container types`)
};

export const rating_lines_container_types_failed = /** @type {(inputs: Rating_Lines_Container_Types_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not load the container types (the spec’s types are offered)`)
};

export const rating_lines_containers = /** @type {(inputs: Rating_Lines_ContainersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Containers`)
};

export const rating_lines_lcl_hint = /** @type {(inputs: Rating_Lines_Lcl_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volume in cubic metres and weight in kg, per piece.`)
};

export const rating_lines_no = /** @type {(inputs: Rating_Lines_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No`)
};

export const rating_lines_pallet_types = /** @type {(inputs: Rating_Lines_Pallet_TypesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pallet types`)
};

export const rating_lines_pallet_types_failed = /** @type {(inputs: Rating_Lines_Pallet_Types_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not load the pallet types (the standard ones are offered)`)
};

export const rating_lines_pallets = /** @type {(inputs: Rating_Lines_PalletsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pallets`)
};

export const rating_lines_pieces = /** @type {(inputs: Rating_Lines_PiecesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pieces`)
};

export const rating_lines_pieces_hint = /** @type {(inputs: Rating_Lines_Pieces_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sizes in cm and weight in kg, per piece.`)
};

export const rating_lines_reefer_hint = /** @type {(inputs: Rating_Lines_Reefer_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The reefer flag follows the container type (RF and HRF types are reefers). Weights in kg per container.`)
};

export const rating_lines_remove = /** @type {(inputs: Rating_Lines_RemoveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove ${i?.line}`)
};

export const rating_lines_saved_list = /** @type {(inputs: Rating_Lines_Saved_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what} from this desk’s saved list:`)
};

export const rating_lines_set_by_type = /** @type {(inputs: Rating_Lines_Set_By_TypeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} (set by the type)`)
};

export const rating_lines_yes = /** @type {(inputs: Rating_Lines_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yes`)
};

export const rating_margin_amount = /** @type {(inputs: Rating_Margin_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`margin`)
};

export const rating_margin_amount_invalid = /** @type {(inputs: Rating_Margin_Amount_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`An amount in ${i?.currency} such as 150 or 150.50`)
};

export const rating_margin_apply = /** @type {(inputs: Rating_Margin_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apply to this quote`)
};

export const rating_margin_back_to_rule = /** @type {(inputs: Rating_Margin_Back_To_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to the rule`)
};

export const rating_margin_by_hand = /** @type {(inputs: Rating_Margin_By_HandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Margin by hand`)
};

export const rating_margin_in = /** @type {(inputs: Rating_Margin_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In`)
};

export const rating_margin_no_decimals = /** @type {(inputs: Rating_Margin_No_DecimalsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.currency} amounts have no decimals`)
};

export const rating_margin_note_by_hand = /** @type {(inputs: Rating_Margin_Note_By_HandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`set by hand`)
};

export const rating_margin_note_minimum = /** @type {(inputs: Rating_Margin_Note_MinimumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rule} (minimum)`)
};

export const rating_margin_note_no_rule = /** @type {(inputs: Rating_Margin_Note_No_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no rule`)
};

export const rating_margin_part_by_hand = /** @type {(inputs: Rating_Margin_Part_By_HandInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Set by hand: ${i?.amount}`)
};

export const rating_margin_part_exchange = /** @type {(inputs: Rating_Margin_Part_ExchangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`1 ${i?.from} = ${i?.rate} ${i?.to}, the rate of exchange you gave`)
};

export const rating_margin_part_minimum = /** @type {(inputs: Rating_Margin_Part_MinimumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Minimum margin ${i?.minimum}: raised by ${i?.raised}`)
};

export const rating_margin_part_per_container = /** @type {(inputs: Rating_Margin_Part_Per_ContainerInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} container × ${i?.unit} per container = ${i?.amount}`);
	return /** @type {LocalizedString} */ (`${i?.shown} containers × ${i?.unit} per container = ${i?.amount}`)
	
};

export const rating_margin_part_per_kg = /** @type {(inputs: Rating_Margin_Part_Per_KgInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.kg} kg × ${i?.unit} per kg = ${i?.amount}`)
};

export const rating_margin_part_per_shipment = /** @type {(inputs: Rating_Margin_Part_Per_ShipmentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.unit} per shipment`)
};

export const rating_margin_part_per_shipment_is = /** @type {(inputs: Rating_Margin_Part_Per_Shipment_IsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.unit} per shipment = ${i?.amount}`)
};

export const rating_margin_part_percent = /** @type {(inputs: Rating_Margin_Part_PercentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.percent} % of ${i?.of} = ${i?.amount}`)
};

export const rating_margin_percent_invalid = /** @type {(inputs: Rating_Margin_Percent_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A percentage such as 12.5 (0 to 1000)`)
};

export const rating_margin_percent_of_buy = /** @type {(inputs: Rating_Margin_Percent_Of_BuyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`% of the buy price`)
};

export const rating_margin_placeholder_amount = /** @type {(inputs: Rating_Margin_Placeholder_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`e.g. 150.00`)
};

export const rating_margin_placeholder_percent = /** @type {(inputs: Rating_Margin_Placeholder_PercentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`e.g. 12.5`)
};

export const rating_margin_rules_loading = /** @type {(inputs: Rating_Margin_Rules_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`margin rules loading`)
};

export const rating_margin_rules_still_loading = /** @type {(inputs: Rating_Margin_Rules_Still_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The margin rules are still loading.`)
};

export const rating_margin_saved_as = /** @type {(inputs: Rating_Margin_Saved_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Saved as ${i?.number}: the quote keeps the prices it was saved with.`)
};

export const rating_margin_set_by_hand_instead = /** @type {(inputs: Rating_Margin_Set_By_Hand_InsteadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Set by hand for this quote, instead of the rule.`)
};

export const rating_margin_title = /** @type {(inputs: Rating_Margin_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Margin`)
};

export const rating_margin_unknown = /** @type {(inputs: Rating_Margin_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`margin unknown`)
};

export const rating_margin_unknown_why = /** @type {(inputs: Rating_Margin_Unknown_WhyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Unknown: ${i?.why}`)
};

export const rating_mode_air = /** @type {(inputs: Rating_Mode_AirInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Air`)
};

export const rating_mode_boxes = /** @type {(inputs: Rating_Mode_BoxesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Boxes`)
};

export const rating_mode_pallets = /** @type {(inputs: Rating_Mode_PalletsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pallets`)
};

export const rating_mode_sea_fcl = /** @type {(inputs: Rating_Mode_Sea_FclInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sea FCL (full container)`)
};

export const rating_mode_sea_lcl = /** @type {(inputs: Rating_Mode_Sea_LclInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sea LCL (groupage)`)
};

export const rating_no_further_details = /** @type {(inputs: Rating_No_Further_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The carrier gave no further details.`)
};

export const rating_no_rate_passes = /** @type {(inputs: Rating_No_Rate_PassesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No rate passes the filters. Clear them to see every rate.`)
};

export const rating_not_bookable_note = /** @type {(inputs: Rating_Not_Bookable_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.reason} Saving a rate keeps its price as a quote, with its PDF.`)
};

export const rating_not_saved = /** @type {(inputs: Rating_Not_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Not saved: ${i?.message}`)
};

export const rating_open_quotes = /** @type {(inputs: Rating_Open_QuotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open Quotes`)
};

export const rating_pallet_american = /** @type {(inputs: Rating_Pallet_AmericanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`American (rated as Custom)`)
};

export const rating_pallet_as_custom = /** @type {(inputs: Rating_Pallet_As_CustomInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.type} · as Custom`)
};

export const rating_pallet_custom = /** @type {(inputs: Rating_Pallet_CustomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Custom size`)
};

export const rating_pallet_euro = /** @type {(inputs: Rating_Pallet_EuroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Euro (EUR 1)`)
};

export const rating_pallet_euro2 = /** @type {(inputs: Rating_Pallet_Euro2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`EUR 2`)
};

export const rating_pallet_hint = /** @type {(inputs: Rating_Pallet_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Euro pallets are rated as EUR 1 (120 × 80 cm). American pallets (48 × 40 in) have no rating type of their own: they are rated as Custom, 122 × 102 cm. Picking a type fills its length and width.`)
};

export const rating_pallet_uk = /** @type {(inputs: Rating_Pallet_UkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`UK standard`)
};

export const rating_pickup_address = /** @type {(inputs: Rating_Pickup_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup address`)
};

export const rating_pickup_on = /** @type {(inputs: Rating_Pickup_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`pickup ${i?.date}`)
};

export const rating_prebooking = /** @type {(inputs: Rating_PrebookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pre-booking: no sailing confirmed`)
};

export const rating_price = /** @type {(inputs: Rating_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price`)
};

export const rating_rates_asking_again = /** @type {(inputs: Rating_Rates_Asking_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Asking the carriers for new rates…`)
};

export const rating_rates_count = /** @type {(inputs: Rating_Rates_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} rate`);
	return /** @type {LocalizedString} */ (`${i?.shown} rates`)
	
};

export const rating_rates_failed = /** @type {(inputs: Rating_Rates_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not get rates`)
};

export const rating_rates_none_body = /** @type {(inputs: Rating_Rates_None_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try another pickup date, split the load, or check the places and sizes.`)
};

export const rating_rates_none_received = /** @type {(inputs: Rating_Rates_None_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No rates received: no carrier offers this shipment.`)
};

export const rating_rates_none_title = /** @type {(inputs: Rating_Rates_None_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No carrier offers this shipment`)
};

export const rating_rates_previous = /** @type {(inputs: Rating_Rates_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The rates below are from the previous request.`)
};

export const rating_rates_received = /** @type {(inputs: Rating_Rates_ReceivedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rates} from ${i?.carriers} received.`)
};

export const rating_rates_summary = /** @type {(inputs: Rating_Rates_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rates} from ${i?.carriers}${i?.route} · received ${i?.when}`)
};

export const rating_rates_title = /** @type {(inputs: Rating_Rates_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rates`)
};

export const rating_sale_edit_rules = /** @type {(inputs: Rating_Sale_Edit_RulesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit rules`)
};

export const rating_sale_exchange = /** @type {(inputs: Rating_Sale_ExchangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rates of exchange`)
};

export const rating_sale_exchange_hint = /** @type {(inputs: Rating_Sale_Exchange_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A rule’s amounts are in a currency some rates have none in: their margin is unknown until you give a rate of exchange for these quotes. It is kept with each quote saved.`)
};

export const rating_sale_exchange_invalid = /** @type {(inputs: Rating_Sale_Exchange_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A rate such as 1.085 (up to 6 decimals)`)
};

export const rating_sale_exchange_label = /** @type {(inputs: Rating_Sale_Exchange_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`1 ${i?.from} in ${i?.to}`)
};

export const rating_sale_exchange_placeholder = /** @type {(inputs: Rating_Sale_Exchange_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`e.g. 1.085`)
};

export const rating_sale_for_customer = /** @type {(inputs: Rating_Sale_For_CustomerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sell prices for ${i?.customer} (picked on the form above), from ${i?.rules}. The customer’s PDF shows the sell price only.`)
};

export const rating_sale_for_desk = /** @type {(inputs: Rating_Sale_For_DeskInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sell prices for ${i?.customer} (the desk’s own rules), from ${i?.rules}. The customer’s PDF shows the sell price only.`)
};

export const rating_sale_no_customer = /** @type {(inputs: Rating_Sale_No_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no customer`)
};

export const rating_sale_rules = /** @type {(inputs: Rating_Sale_RulesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} margin rule`);
	return /** @type {LocalizedString} */ (`${i?.shown} margin rules`)
	
};

export const rating_save_failed = /** @type {(inputs: Rating_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not save the quote`)
};

export const rating_save_needs_service = /** @type {(inputs: Rating_Save_Needs_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saving a quote needs the service.`)
};

export const rating_save_no_reason = /** @type {(inputs: Rating_Save_No_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service did not save the quote and gave no reason.`)
};

export const rating_save_quote = /** @type {(inputs: Rating_Save_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save quote`)
};

export const rating_save_unknown_badge = /** @type {(inputs: Rating_Save_Unknown_BadgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unknown`)
};

export const rating_save_unknown_body = /** @type {(inputs: Rating_Save_Unknown_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Check Quotes: if a quote from ${i?.carrier} is listed, it was saved. If it is not, get rates again and save the new rate.`)
};

export const rating_save_unknown_body_amount = /** @type {(inputs: Rating_Save_Unknown_Body_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Check Quotes: if a quote from ${i?.carrier} for ${i?.amount} is listed, it was saved. If it is not, get rates again and save the new rate.`)
};

export const rating_save_unknown_what = /** @type {(inputs: Rating_Save_Unknown_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the quote may or may not have been saved`)
};

export const rating_saved = /** @type {(inputs: Rating_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saved`)
};

export const rating_saved_as_quote = /** @type {(inputs: Rating_Saved_As_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saved as a quote.`)
};

export const rating_saved_as_quote_message = /** @type {(inputs: Rating_Saved_As_Quote_MessageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Saved as a quote (${i?.message}).`)
};

export const rating_saved_as_quote_number = /** @type {(inputs: Rating_Saved_As_Quote_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Saved as a quote, ${i?.number}.`)
};

export const rating_saved_as_quote_number_message = /** @type {(inputs: Rating_Saved_As_Quote_Number_MessageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Saved as a quote, ${i?.number} (${i?.message}).`)
};

export const rating_screen_mode = /** @type {(inputs: Rating_Screen_ModeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shipment mode`)
};

export const rating_sea_by = /** @type {(inputs: Rating_Sea_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`By`)
};

export const rating_sea_charge = /** @type {(inputs: Rating_Sea_ChargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Charge`)
};

export const rating_sea_deadline = /** @type {(inputs: Rating_Sea_DeadlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deadline`)
};

export const rating_sea_deadlines = /** @type {(inputs: Rating_Sea_DeadlinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deadlines`)
};

export const rating_sea_free_days = /** @type {(inputs: Rating_Sea_Free_DaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Free days`)
};

export const rating_sea_free_time = /** @type {(inputs: Rating_Sea_Free_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Free time`)
};

export const rating_sea_free_time_conditions = /** @type {(inputs: Rating_Sea_Free_Time_ConditionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Free-time conditions`)
};

export const rating_sea_kind = /** @type {(inputs: Rating_Sea_KindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kind`)
};

export const rating_sea_leg = /** @type {(inputs: Rating_Sea_LegInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Leg ${i?.number}${i?.leg}`)
};

export const rating_sea_no_deadlines = /** @type {(inputs: Rating_Sea_No_DeadlinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No deadlines given.`)
};

export const rating_sea_no_free_time = /** @type {(inputs: Rating_Sea_No_Free_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No free-time conditions given.`)
};

export const rating_sea_no_legs = /** @type {(inputs: Rating_Sea_No_LegsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No legs yet.`)
};

export const rating_sea_no_legs_prebooking = /** @type {(inputs: Rating_Sea_No_Legs_PrebookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No legs yet: the schedule comes with the confirmation.`)
};

export const rating_sea_no_penalties = /** @type {(inputs: Rating_Sea_No_PenaltiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No penalties given.`)
};

export const rating_sea_penalties = /** @type {(inputs: Rating_Sea_PenaltiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Penalties`)
};

export const rating_sea_prebooking = /** @type {(inputs: Rating_Sea_PrebookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pre-booking: no sailing confirmed. The carrier confirms the vessel and the dates after the booking.`)
};

export const rating_sea_route = /** @type {(inputs: Rating_Sea_RouteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Route`)
};

export const rating_sea_route_legs = /** @type {(inputs: Rating_Sea_Route_LegsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Route legs`)
};

export const rating_sea_vessel = /** @type {(inputs: Rating_Sea_VesselInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vessel`)
};

export const rating_see_details = /** @type {(inputs: Rating_See_DetailsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.note} · see Details`)
};

export const rating_sell_not_known = /** @type {(inputs: Rating_Sell_Not_KnownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The sell price is not known.`)
};

export const rating_sell_unknown = /** @type {(inputs: Rating_Sell_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unknown`)
};

export const rating_show_details = /** @type {(inputs: Rating_Show_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show details`)
};

export const rating_sort_currency = /** @type {(inputs: Rating_Sort_CurrencyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sorting compares the amounts in ${i?.currency}; nothing is converted.`)
};

export const rating_sort_no_currency = /** @type {(inputs: Rating_Sort_No_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no currency`)
};

export const rating_surcharge = /** @type {(inputs: Rating_SurchargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Surcharge`)
};

export const rating_surcharges_all = /** @type {(inputs: Rating_Surcharges_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All surcharges`)
};

export const rating_surcharges_basis = /** @type {(inputs: Rating_Surcharges_BasisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Basis`)
};

export const rating_surcharges_code = /** @type {(inputs: Rating_Surcharges_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code`)
};

export const rating_surcharges_description = /** @type {(inputs: Rating_Surcharges_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Description`)
};

export const rating_surcharges_group_total = /** @type {(inputs: Rating_Surcharges_Group_TotalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Total ${i?.group}`)
};

export const rating_surcharges_no_currency = /** @type {(inputs: Rating_Surcharges_No_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The carrier sent some amounts without a currency: they are shown as sent, without a symbol.`)
};

export const rating_surcharges_none = /** @type {(inputs: Rating_Surcharges_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The rate lists no surcharges.`)
};

export const rating_surcharges_qty = /** @type {(inputs: Rating_Surcharges_QtyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qty`)
};

export const rating_surcharges_total = /** @type {(inputs: Rating_Surcharges_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total`)
};

export const rating_surcharges_unit_price = /** @type {(inputs: Rating_Surcharges_Unit_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unit price`)
};

export const rating_table_caption = /** @type {(inputs: Rating_Table_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rates, ${i?.rates}`)
};

export const rating_to = /** @type {(inputs: Rating_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To`)
};

export const rating_validity_days = /** @type {(inputs: Rating_Validity_DaysInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} day`);
	return /** @type {LocalizedString} */ (`${i?.shown} days`)
	
};

export const rating_validity_days_hours = /** @type {(inputs: Rating_Validity_Days_HoursInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} day ${i?.hours} h`);
	return /** @type {LocalizedString} */ (`${i?.shown} days ${i?.hours} h`)
	
};

export const rating_validity_expired = /** @type {(inputs: Rating_Validity_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expired`)
};

export const rating_validity_expired_ago = /** @type {(inputs: Rating_Validity_Expired_AgoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Expired ${i?.duration} ago`)
};

export const rating_validity_expires_in = /** @type {(inputs: Rating_Validity_Expires_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Expires in ${i?.duration}`)
};

export const rating_validity_hours = /** @type {(inputs: Rating_Validity_HoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.hours} h`)
};

export const rating_validity_hours_minutes = /** @type {(inputs: Rating_Validity_Hours_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.hours} h ${i?.minutes} min`)
};

export const rating_validity_less_than_minute = /** @type {(inputs: Rating_Validity_Less_Than_MinuteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`less than a minute`)
};

export const rating_validity_minutes = /** @type {(inputs: Rating_Validity_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.minutes} min`)
};

export const rating_validity_not_given = /** @type {(inputs: Rating_Validity_Not_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not given`)
};

export const rating_validity_until = /** @type {(inputs: Rating_Validity_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`until ${i?.when}`)
};

export const rating_waiting_asking = /** @type {(inputs: Rating_Waiting_AskingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Asking the carriers for rates…`)
};

export const rating_waiting_none_body = /** @type {(inputs: Rating_Waiting_None_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fill in the shipment above and choose Get rates. The carriers’ offers are compared here.`)
};

export const rating_waiting_none_title = /** @type {(inputs: Rating_Waiting_None_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No rates yet`)
};

export const retry = /** @type {(inputs: RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retry`)
};

export const route_booking = /** @type {(inputs: Route_BookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bookings`)
};

export const route_booking_summary = /** @type {(inputs: Route_Booking_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every booking and the booking forms in progress. Book a rate from Rating or a saved quote from Quotes.`)
};

export const route_documents = /** @type {(inputs: Route_DocumentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Documents`)
};

export const route_documents_summary = /** @type {(inputs: Route_Documents_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The documents each booked shipment needs: drop files to upload them, download templates and uploads.`)
};

export const route_lookups = /** @type {(inputs: Route_LookupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lookups`)
};

export const route_lookups_summary = /** @type {(inputs: Route_Lookups_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reference data from the freight service: ports, container types, postal codes, pallet types and airports.`)
};

export const route_pricing = /** @type {(inputs: Route_PricingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pricing`)
};

export const route_pricing_summary = /** @type {(inputs: Route_Pricing_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your customers and margin rules, what quotes are sold at, and the quotes report per customer and period.`)
};

export const route_quotes = /** @type {(inputs: Route_QuotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quotes`)
};

export const route_quotes_summary = /** @type {(inputs: Route_Quotes_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saved rates, their prices and surcharges, and when they expire; book or delete them.`)
};

export const route_rating = /** @type {(inputs: Route_RatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rating`)
};

export const route_rating_summary = /** @type {(inputs: Route_Rating_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price boxes, pallets, sea FCL or LCL and air shipments, compare the carriers’ offers, save one as a quote or book it.`)
};

export const route_settings = /** @type {(inputs: Route_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Settings`)
};

export const route_settings_summary = /** @type {(inputs: Route_Settings_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connection profiles (the embedded sandbox and your freight service accounts), sync and notifications.`)
};

export const route_tariffs = /** @type {(inputs: Route_TariffsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tariffs`)
};

export const route_tariffs_summary = /** @type {(inputs: Route_Tariffs_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upload maritime tariffs (CSV, PDF, XLSX…) and read the tariff report of a contract, rate by rate.`)
};

export const route_today = /** @type {(inputs: Route_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Today`)
};

export const route_today_summary = /** @type {(inputs: Route_Today_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What changed since your last look, free days running out, quotes expiring within a day and documents missing for pickups.`)
};

export const route_tracking = /** @type {(inputs: Route_TrackingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tracking`)
};

export const route_tracking_summary = /** @type {(inputs: Route_Tracking_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every booked shipment, filtered and sorted; open one for its codes, addresses and tracking messages.`)
};

export const save = /** @type {(inputs: SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save`)
};

export const save_notice_saved_copy = /** @type {(inputs: Save_Notice_Saved_CopyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Saved copy: the file this desk kept was saved to ${i?.where}`)
};

export const save_notice_saved_to = /** @type {(inputs: Save_Notice_Saved_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Saved to ${i?.where}`)
};

export const saved_done = /** @type {(inputs: Saved_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saved.`)
};

export const session_connected = /** @type {(inputs: Session_ConnectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connected`)
};

export const session_in_minutes = /** @type {(inputs: Session_In_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`in ${i?.minutes} min`)
};

export const session_in_seconds = /** @type {(inputs: Session_In_SecondsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`in ${i?.seconds} s`)
};

export const session_last_answer = /** @type {(inputs: Session_Last_AnswerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Last answer ${i?.when}`)
};

export const session_last_worked = /** @type {(inputs: Session_Last_WorkedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Last worked ${i?.when}`)
};

export const session_next_try = /** @type {(inputs: Session_Next_TryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`next try ${i?.when}`)
};

export const session_no_answer_yet = /** @type {(inputs: Session_No_Answer_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No answer yet in this session`)
};

export const session_no_reason = /** @type {(inputs: Session_No_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service gave no reason.`)
};

export const session_refused = /** @type {(inputs: Session_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refused`)
};

export const session_refused_reason = /** @type {(inputs: Session_Refused_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service refused the API key or secret.`)
};

export const session_sign_in = /** @type {(inputs: Session_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in`)
};

export const session_sign_in_failed = /** @type {(inputs: Session_Sign_In_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign-in failed`)
};

export const session_sign_out = /** @type {(inputs: Session_Sign_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign out`)
};

export const session_signed_out = /** @type {(inputs: Session_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signed out`)
};

export const session_signing_in = /** @type {(inputs: Session_Signing_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signing in…`)
};

export const session_trying_now = /** @type {(inputs: Session_Trying_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`trying again now…`)
};

export const session_unreachable = /** @type {(inputs: Session_UnreachableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unreachable`)
};

export const session_unreachable_reason = /** @type {(inputs: Session_Unreachable_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The freight service does not answer.`)
};

export const set_aside_body = /** @type {(inputs: Set_Aside_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`could not be read: ${i?.reason}. Freight Desk set it aside unchanged when it started, and started with only the Sandbox profile.`)
};

export const set_aside_copy = /** @type {(inputs: Set_Aside_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The copy:`)
};

export const set_aside_how_back = /** @type {(inputs: Set_Aside_How_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To get your profiles back, quit Freight Desk, repair the copy and rename it to settings.json; or add them again below, with their API keys and secrets.`)
};

export const set_aside_title = /** @type {(inputs: Set_Aside_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The settings file could not be read, so your service profiles are not loaded`)
};

export const settings_file_unreadable_body = /** @type {(inputs: Settings_File_Unreadable_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your service profiles were not loaded, and the app started on the Sandbox. The file was kept, unchanged, as`)
};

export const settings_file_unreadable_title = /** @type {(inputs: Settings_File_Unreadable_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Freight Desk could not read its settings file`)
};

export const store_cannot_save_body = /** @type {(inputs: Store_Cannot_Save_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What the service sends is shown all the same; it is not kept to open offline until then.`)
};

export const store_cannot_save_title = /** @type {(inputs: Store_Cannot_Save_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Freight Desk cannot save to its data folder`)
};

export const store_copied = /** @type {(inputs: Store_CopiedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Copied from it into the new store: ${i?.what}.`)
};

export const store_damaged_file_kept = /** @type {(inputs: Store_Damaged_File_KeptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The damaged file, kept unchanged:`)
};

export const store_disk_full = /** @type {(inputs: Store_Disk_FullInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The disk is full: Freight Desk could not write to ${i?.folder}. Free some space on that disk, then try again.`)
};

export const store_file_path = /** @type {(inputs: Store_File_PathInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`file path`)
};

export const store_not_rebuilt = /** @type {(inputs: Store_Not_RebuiltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not be rebuilt (only the damaged file held it):`)
};

export const store_nothing_lost = /** @type {(inputs: Store_Nothing_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing was lost that the service cannot give back.`)
};

export const store_nothing_readable = /** @type {(inputs: Store_Nothing_ReadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing could be read from the damaged file, so whatever it held of these could not be rebuilt:`)
};

export const store_read_only = /** @type {(inputs: Store_Read_OnlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The data folder is read-only: Freight Desk could not write to ${i?.folder}. Make the folder writable (or start Freight Desk with a data folder it can write to), then try again.`)
};

export const store_set_aside_body = /** @type {(inputs: Store_Set_Aside_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`could not be read (${i?.reason}). The new store is filled again from the service: the shipment list by the sync, other records as you open them.`)
};

export const store_set_aside_title = /** @type {(inputs: Store_Set_Aside_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The local store was damaged, so Freight Desk set it aside and started a new one`)
};

export const surcharges = /** @type {(inputs: SurchargesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Surcharges`)
};

export const sync_cancel = /** @type {(inputs: Sync_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel sync`)
};

export const sync_checking_count = /** @type {(inputs: Sync_Checking_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Checking ${i?.shown} shipment…`);
	return /** @type {LocalizedString} */ (`Checking ${i?.shown} shipments…`)
	
};

export const sync_checking_list = /** @type {(inputs: Sync_Checking_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checking the shipment list…`)
};

export const sync_description = /** @type {(inputs: Sync_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The desk keeps each profile's shipments, quotes and documents in a local store and syncs it with the service.`)
};

export const sync_fetching = /** @type {(inputs: Sync_FetchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Asking the service for the shipment list…`)
};

export const sync_kept_before = /** @type {(inputs: Sync_Kept_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The shipments stored before are kept.`)
};

export const sync_last_cancelled = /** @type {(inputs: Sync_Last_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Last sync cancelled ${i?.when}.`)
};

export const sync_last_failed = /** @type {(inputs: Sync_Last_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Last sync failed ${i?.when}: ${i?.message}.`)
};

export const sync_minutes = /** @type {(inputs: Sync_MinutesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Minutes between syncs`)
};

export const sync_never = /** @type {(inputs: Sync_NeverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Never synced`)
};

export const sync_nothing_stored = /** @type {(inputs: Sync_Nothing_StoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing was stored yet.`)
};

export const sync_now = /** @type {(inputs: Sync_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sync now`)
};

export const sync_progress_label = /** @type {(inputs: Sync_Progress_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sync of the shipment list`)
};

export const sync_read_failed = /** @type {(inputs: Sync_Read_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not read the sync settings`)
};

export const sync_save_failed = /** @type {(inputs: Sync_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not save the sync settings`)
};

export const sync_settings_label = /** @type {(inputs: Sync_Settings_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sync settings`)
};

export const sync_state_unknown = /** @type {(inputs: Sync_State_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sync state not known yet`)
};

export const sync_stored_count = /** @type {(inputs: Sync_Stored_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Stored ${i?.shown} shipment`);
	return /** @type {LocalizedString} */ (`Stored ${i?.shown} shipments`)
	
};

export const sync_stored_of = /** @type {(inputs: Sync_Stored_OfInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Stored ${i?.done} of ${i?.shown} shipment`);
	return /** @type {LocalizedString} */ (`Stored ${i?.done} of ${i?.shown} shipments`)
	
};

export const sync_synced = /** @type {(inputs: Sync_SyncedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Synced ${i?.when}`)
};

export const sync_syncing = /** @type {(inputs: Sync_SyncingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Syncing…`)
};

export const sync_title = /** @type {(inputs: Sync_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sync`)
};

export const sync_unreachable = /** @type {(inputs: Sync_UnreachableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Could not reach the sync: ${i?.message}`)
};

export const tariffs_about_of = /** @type {(inputs: Tariffs_About_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`of ${i?.name}`)
};

export const tariffs_col_actions = /** @type {(inputs: Tariffs_Col_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actions`)
};

export const tariffs_col_amount = /** @type {(inputs: Tariffs_Col_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amount`)
};

export const tariffs_col_carrier = /** @type {(inputs: Tariffs_Col_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carrier`)
};

export const tariffs_col_charge = /** @type {(inputs: Tariffs_Col_ChargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Charge`)
};

export const tariffs_col_charge_type = /** @type {(inputs: Tariffs_Col_Charge_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Charge type`)
};

export const tariffs_col_commodity = /** @type {(inputs: Tariffs_Col_CommodityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commodity`)
};

export const tariffs_col_container = /** @type {(inputs: Tariffs_Col_ContainerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Container`)
};

export const tariffs_col_contract = /** @type {(inputs: Tariffs_Col_ContractInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contract`)
};

export const tariffs_col_costs = /** @type {(inputs: Tariffs_Col_CostsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Costs`)
};

export const tariffs_col_currency = /** @type {(inputs: Tariffs_Col_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Currency`)
};

export const tariffs_col_description = /** @type {(inputs: Tariffs_Col_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Description`)
};

export const tariffs_col_lane = /** @type {(inputs: Tariffs_Col_LaneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lane`)
};

export const tariffs_col_rates = /** @type {(inputs: Tariffs_Col_RatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rates`)
};

export const tariffs_col_service = /** @type {(inputs: Tariffs_Col_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Service`)
};

export const tariffs_col_transit = /** @type {(inputs: Tariffs_Col_TransitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transit`)
};

export const tariffs_col_type = /** @type {(inputs: Tariffs_Col_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type`)
};

export const tariffs_col_unit = /** @type {(inputs: Tariffs_Col_UnitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unit`)
};

export const tariffs_col_valid = /** @type {(inputs: Tariffs_Col_ValidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valid`)
};

export const tariffs_col_via = /** @type {(inputs: Tariffs_Col_ViaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Via`)
};

export const tariffs_comment_length = /** @type {(inputs: Tariffs_Comment_LengthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A comment is at most ${i?.max} characters`)
};

export const tariffs_comments = /** @type {(inputs: Tariffs_CommentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comments`)
};

export const tariffs_comments_hint = /** @type {(inputs: Tariffs_Comments_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Optional. One comment per line.`)
};

export const tariffs_comments_max = /** @type {(inputs: Tariffs_Comments_MaxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`At most ${i?.max} comments (one per line)`)
};

export const tariffs_contract_number = /** @type {(inputs: Tariffs_Contract_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contract number`)
};

export const tariffs_contract_number_required = /** @type {(inputs: Tariffs_Contract_Number_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contract number is required`)
};

export const tariffs_contract_placeholder = /** @type {(inputs: Tariffs_Contract_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`e.g. MSC-2026-ES-CN`)
};

export const tariffs_contract_reference = /** @type {(inputs: Tariffs_Contract_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contract reference`)
};

export const tariffs_contract_required = /** @type {(inputs: Tariffs_Contract_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contract reference is required`)
};

export const tariffs_costs_caption = /** @type {(inputs: Tariffs_Costs_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Costs of ${i?.rate}`)
};

export const tariffs_costs_count = /** @type {(inputs: Tariffs_Costs_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} cost`);
	return /** @type {LocalizedString} */ (`${i?.shown} costs`)
	
};

export const tariffs_count_rates = /** @type {(inputs: Tariffs_Count_RatesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} rate`);
	return /** @type {LocalizedString} */ (`${i?.shown} rates`)
	
};

export const tariffs_count_tariffs = /** @type {(inputs: Tariffs_Count_TariffsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} tariff`);
	return /** @type {LocalizedString} */ (`${i?.shown} tariffs`)
	
};

export const tariffs_csv_hint = /** @type {(inputs: Tariffs_Csv_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A CSV tariff has one row per cost (rows with the same lane, container and dates make one rate). Its first line is this header:`)
};

export const tariffs_date_like = /** @type {(inputs: Tariffs_Date_LikeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Use a date like ${i?.example}`)
};

export const tariffs_detail_document_id = /** @type {(inputs: Tariffs_Detail_Document_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Document id`)
};

export const tariffs_detail_rates_imported = /** @type {(inputs: Tariffs_Detail_Rates_ImportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rates imported`)
};

export const tariffs_download_template = /** @type {(inputs: Tariffs_Download_TemplateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download a CSV template`)
};

export const tariffs_drop_label = /** @type {(inputs: Tariffs_Drop_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Drop to add to this tariff`)
};

export const tariffs_drop_prompt = /** @type {(inputs: Tariffs_Drop_PromptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Drop tariff files here (CSV, PDF, XLSX…), or`)
};

export const tariffs_export_csv = /** @type {(inputs: Tariffs_Export_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Export CSV`)
};

export const tariffs_external_id = /** @type {(inputs: Tariffs_External_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`External id`)
};

export const tariffs_external_id_hint = /** @type {(inputs: Tariffs_External_Id_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Optional. Your own reference for this tariff.`)
};

export const tariffs_files = /** @type {(inputs: Tariffs_FilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tariff files`)
};

export const tariffs_files_max = /** @type {(inputs: Tariffs_Files_MaxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`At most ${i?.max} files in one upload`)
};

export const tariffs_files_required = /** @type {(inputs: Tariffs_Files_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add at least one tariff file (drop it here or choose it)`)
};

export const tariffs_from_date = /** @type {(inputs: Tariffs_From_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From date`)
};

export const tariffs_from_required = /** @type {(inputs: Tariffs_From_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From date is required`)
};

export const tariffs_hide_rates = /** @type {(inputs: Tariffs_Hide_RatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hide rates`)
};

export const tariffs_limits = /** @type {(inputs: Tariffs_LimitsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Accepted: ${i?.limit}, at most ${i?.max} files.`)
};

export const tariffs_name = /** @type {(inputs: Tariffs_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tariff name`)
};

export const tariffs_name_hint = /** @type {(inputs: Tariffs_Name_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Optional. The report can filter by it.`)
};

export const tariffs_name_part_hint = /** @type {(inputs: Tariffs_Name_Part_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Optional: part of the name.`)
};

export const tariffs_no_costs = /** @type {(inputs: Tariffs_No_CostsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service lists no costs for this rate.`)
};

export const tariffs_no_file = /** @type {(inputs: Tariffs_No_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No file added yet`)
};

export const tariffs_not_accepted = /** @type {(inputs: Tariffs_Not_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service did not accept the tariff.`)
};

export const tariffs_not_uploaded = /** @type {(inputs: Tariffs_Not_UploadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The tariff was not uploaded`)
};

export const tariffs_note_uploaded = /** @type {(inputs: Tariffs_Note_UploadedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`uploaded ${i?.date}`)
};

export const tariffs_offline_action = /** @type {(inputs: Tariffs_Offline_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uploading a tariff needs the service.`)
};

export const tariffs_rates_caption = /** @type {(inputs: Tariffs_Rates_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rates of ${i?.contract}`)
};

export const tariffs_refused = /** @type {(inputs: Tariffs_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service refused the tariff`)
};

export const tariffs_report_announce = /** @type {(inputs: Tariffs_Report_AnnounceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Report: ${i?.counts}`)
};

export const tariffs_report_caption = /** @type {(inputs: Tariffs_Report_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tariff report for ${i?.contract}`)
};

export const tariffs_report_description = /** @type {(inputs: Tariffs_Report_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The rates of a contract that are valid in a period, each with its costs.`)
};

export const tariffs_report_failed_announce = /** @type {(inputs: Tariffs_Report_Failed_AnnounceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The report failed`)
};

export const tariffs_report_for = /** @type {(inputs: Tariffs_Report_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.counts} for “${i?.contract}”`)
};

export const tariffs_report_idle_text = /** @type {(inputs: Tariffs_Report_Idle_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type a contract number and the first day of the period, then “Show report”.`)
};

export const tariffs_report_idle_title = /** @type {(inputs: Tariffs_Report_Idle_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ask for a report`)
};

export const tariffs_report_loading = /** @type {(inputs: Tariffs_Report_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reading the tariff report…`)
};

export const tariffs_report_none = /** @type {(inputs: Tariffs_Report_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No tariff for “${i?.contract}” in this period`)
};

export const tariffs_report_none_text = /** @type {(inputs: Tariffs_Report_None_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check the contract number and the dates, or upload the tariff above.`)
};

export const tariffs_report_read_failed = /** @type {(inputs: Tariffs_Report_Read_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not read the tariff report`)
};

export const tariffs_report_title = /** @type {(inputs: Tariffs_Report_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tariff report`)
};

export const tariffs_scac = /** @type {(inputs: Tariffs_ScacInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carrier SCAC`)
};

export const tariffs_scac_hint = /** @type {(inputs: Tariffs_Scac_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`2 to 4 letters, e.g. MAEU, MSCU.`)
};

export const tariffs_scac_letters = /** @type {(inputs: Tariffs_Scac_LettersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carrier SCAC is 2 to 4 letters (for example MAEU)`)
};

export const tariffs_scac_required = /** @type {(inputs: Tariffs_Scac_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carrier SCAC is required (for example MAEU)`)
};

export const tariffs_sent_all = /** @type {(inputs: Tariffs_Sent_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sent. Add files to upload another tariff.`)
};

export const tariffs_sent_unknown = /** @type {(inputs: Tariffs_Sent_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sent; outcome unknown. Check the report before adding them again.`)
};

export const tariffs_show_rates = /** @type {(inputs: Tariffs_Show_RatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show rates`)
};

export const tariffs_show_report = /** @type {(inputs: Tariffs_Show_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show report`)
};

export const tariffs_status = /** @type {(inputs: Tariffs_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status`)
};

export const tariffs_status_any = /** @type {(inputs: Tariffs_Status_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Any status`)
};

export const tariffs_status_number = /** @type {(inputs: Tariffs_Status_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status is a number`)
};

export const tariffs_status_with_rates = /** @type {(inputs: Tariffs_Status_With_RatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 · with imported rates`)
};

export const tariffs_status_without_rates = /** @type {(inputs: Tariffs_Status_Without_RatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`0 · without rates`)
};

export const tariffs_template_cancelled = /** @type {(inputs: Tariffs_Template_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not saved: the save was cancelled.`)
};

export const tariffs_template_failed = /** @type {(inputs: Tariffs_Template_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The template was not saved`)
};

export const tariffs_to_before_from = /** @type {(inputs: Tariffs_To_Before_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To date must not be before the from date`)
};

export const tariffs_to_date = /** @type {(inputs: Tariffs_To_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To date`)
};

export const tariffs_to_date_hint = /** @type {(inputs: Tariffs_To_Date_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Empty means no end date.`)
};

export const tariffs_to_send = /** @type {(inputs: Tariffs_To_SendInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} file to send`);
	return /** @type {LocalizedString} */ (`${i?.shown} files to send`)
	
};

export const tariffs_transit_days = /** @type {(inputs: Tariffs_Transit_DaysInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} day`);
	return /** @type {LocalizedString} */ (`${i?.shown} days`)
	
};

export const tariffs_unknown_text = /** @type {(inputs: Tariffs_Unknown_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Check the tariff report below for contract ${i?.contract}: if the tariff's rates are listed, it went through. Upload these files again only if they are not.`)
};

export const tariffs_unknown_what = /** @type {(inputs: Tariffs_Unknown_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the tariff may or may not have been uploaded`)
};

export const tariffs_unnamed = /** @type {(inputs: Tariffs_UnnamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tariff`)
};

export const tariffs_upload_button = /** @type {(inputs: Tariffs_Upload_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upload tariff`)
};

export const tariffs_upload_description = /** @type {(inputs: Tariffs_Upload_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tariff files for a carrier contract. CSV files are read into rates and costs; PDF, XLSX and other files are stored as they are.`)
};

export const tariffs_upload_title = /** @type {(inputs: Tariffs_Upload_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upload a tariff`)
};

export const tariffs_uploaded = /** @type {(inputs: Tariffs_UploadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tariff uploaded`)
};

export const tariffs_validity_from = /** @type {(inputs: Tariffs_Validity_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`from ${i?.start}`)
};

export const tariffs_validity_until = /** @type {(inputs: Tariffs_Validity_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`until ${i?.end}`)
};

export const timeline_new = /** @type {(inputs: Timeline_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New`)
};

export const timeline_time_not_given = /** @type {(inputs: Timeline_Time_Not_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Time not given`)
};

export const today_change_a_shipment = /** @type {(inputs: Today_Change_A_ShipmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A shipment`)
};

export const today_change_added = /** @type {(inputs: Today_Change_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New in the list`)
};

export const today_change_customs = /** @type {(inputs: Today_Change_CustomsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Customs: ${i?.from} → ${i?.to}`)
};

export const today_change_eta = /** @type {(inputs: Today_Change_EtaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ETA moved: ${i?.from} → ${i?.to}`)
};

export const today_change_new_messages = /** @type {(inputs: Today_Change_New_MessagesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} new tracking message`);
	return /** @type {LocalizedString} */ (`${i?.shown} new tracking messages`)
	
};

export const today_change_new_messages_latest = /** @type {(inputs: Today_Change_New_Messages_LatestInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} new tracking message: “${i?.latest}”`);
	return /** @type {LocalizedString} */ (`${i?.shown} new tracking messages: “${i?.latest}”`)
	
};

export const today_change_none = /** @type {(inputs: Today_Change_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`none`)
};

export const today_change_pickup = /** @type {(inputs: Today_Change_PickupInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pickup moved: ${i?.from} → ${i?.to}`)
};

export const today_change_status = /** @type {(inputs: Today_Change_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Status: ${i?.from} → ${i?.to}`)
};

export const today_change_unlisted = /** @type {(inputs: Today_Change_UnlistedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No longer listed by the service since ${i?.when} (kept here)`)
};

export const today_changes_count = /** @type {(inputs: Today_Changes_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} change`);
	return /** @type {LocalizedString} */ (`${i?.shown} changes`)
	
};

export const today_changes_empty = /** @type {(inputs: Today_Changes_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status changes, ETA and pickup dates that moved, new tracking messages and documents validated or refused appear here as the syncs find them.`)
};

export const today_changes_more = /** @type {(inputs: Today_Changes_MoreInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.text} (the newest shown; ${i?.shown} more)`);
	return /** @type {LocalizedString} */ (`${i?.text} (the newest shown; ${i?.shown} more)`)
	
};

export const today_changes_since_look = /** @type {(inputs: Today_Changes_Since_LookInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} since your last look, ${i?.when}`)
};

export const today_changes_since_start = /** @type {(inputs: Today_Changes_Since_StartInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} since this desk started keeping them`)
};

export const today_changes_title = /** @type {(inputs: Today_Changes_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changed since your last look`)
};

export const today_documents_count = /** @type {(inputs: Today_Documents_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} shipment picking up in the next 3 days`);
	return /** @type {LocalizedString} */ (`${i?.shown} shipments picking up in the next 3 days`)
	
};

export const today_documents_empty = /** @type {(inputs: Today_Documents_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shipments picking up in the next 3 days appear here while a required document has no upload, or their checklist was never opened on this desk.`)
};

export const today_documents_missing = /** @type {(inputs: Today_Documents_MissingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Picks up ${i?.pickup}: ${i?.missing} not uploaded`)
};

export const today_documents_never_checked = /** @type {(inputs: Today_Documents_Never_CheckedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Picks up ${i?.pickup}: its documents were never checked on this desk`)
};

export const today_documents_title = /** @type {(inputs: Today_Documents_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Documents for pickups soon`)
};

export const today_free_count = /** @type {(inputs: Today_Free_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} charge within 48 hours of the last free day or past it`);
	return /** @type {LocalizedString} */ (`${i?.shown} charges within 48 hours of the last free day or past it`)
	
};

export const today_free_counting = /** @type {(inputs: Today_Free_CountingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.text} · ${i?.shown} more shipment counting down in Tracking`);
	return /** @type {LocalizedString} */ (`${i?.text} · ${i?.shown} more shipments counting down in Tracking`)
	
};

export const today_free_empty = /** @type {(inputs: Today_Free_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Booked sea shipments appear here 48 hours before the last free day of their demurrage, detention or storage, and stay with the charge accrued once it has passed, until the clock stops (the release, the empty return).`)
};

export const today_free_title = /** @type {(inputs: Today_Free_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Free days running out`)
};

export const today_last_look = /** @type {(inputs: Today_Last_LookInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Last look ${i?.when}.`)
};

export const today_lines_need = /** @type {(inputs: Today_Lines_NeedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`line needs a look.`);
	return /** @type {LocalizedString} */ (`lines need a look.`)
	
};

export const today_mark_all_seen = /** @type {(inputs: Today_Mark_All_SeenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mark all seen`)
};

export const today_more = /** @type {(inputs: Today_MoreInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} more`);
	return /** @type {LocalizedString} */ (`${i?.shown} more`)
	
};

export const today_nothing_here = /** @type {(inputs: Today_Nothing_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing here now`)
};

export const today_nothing_needed = /** @type {(inputs: Today_Nothing_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing needs you right now.`)
};

export const today_quote_expires = /** @type {(inputs: Today_Quote_ExpiresInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.type}: expires ${i?.when}`)
};

export const today_quote_priced_expires = /** @type {(inputs: Today_Quote_Priced_ExpiresInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.type}, ${i?.price}: expires ${i?.when}`)
};

export const today_quote_saved = /** @type {(inputs: Today_Quote_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saved quote`)
};

export const today_quote_soon = /** @type {(inputs: Today_Quote_SoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`soon`)
};

export const today_quotes_count = /** @type {(inputs: Today_Quotes_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} saved quote`);
	return /** @type {LocalizedString} */ (`${i?.shown} saved quotes`)
	
};

export const today_quotes_empty = /** @type {(inputs: Today_Quotes_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saved quotes whose validity ends in the next 24 hours appear here, to book them in time.`)
};

export const today_quotes_title = /** @type {(inputs: Today_Quotes_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quotes expiring within a day`)
};

export const today_read_failed = /** @type {(inputs: Today_Read_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not read today’s overview`)
};

export const today_reading = /** @type {(inputs: Today_ReadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reading today’s overview…`)
};

export const today_show_all = /** @type {(inputs: Today_Show_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show all`)
};

export const today_the_rest = /** @type {(inputs: Today_The_RestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.section}, the rest`)
};

export const topbar_go_to = /** @type {(inputs: Topbar_Go_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to…`)
};

export const tracking_changes_clear = /** @type {(inputs: Tracking_Changes_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clear`)
};

export const tracking_changes_count = /** @type {(inputs: Tracking_Changes_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} change`);
	return /** @type {LocalizedString} */ (`${i?.shown} changes`)
	
};

export const tracking_changes_show_all = /** @type {(inputs: Tracking_Changes_Show_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show all changes`)
};

export const tracking_changes_title = /** @type {(inputs: Tracking_Changes_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changes since last sync`)
};

export const tracking_code_booking = /** @type {(inputs: Tracking_Code_BookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Booking code`)
};

export const tracking_code_tracking = /** @type {(inputs: Tracking_Code_TrackingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tracking code`)
};

export const tracking_col_agency = /** @type {(inputs: Tracking_Col_AgencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Agency`)
};

export const tracking_col_code = /** @type {(inputs: Tracking_Col_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code`)
};

export const tracking_col_delivery = /** @type {(inputs: Tracking_Col_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delivery`)
};

export const tracking_col_free_time = /** @type {(inputs: Tracking_Col_Free_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Free time`)
};

export const tracking_col_margin = /** @type {(inputs: Tracking_Col_MarginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Margin`)
};

export const tracking_col_pickup = /** @type {(inputs: Tracking_Col_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup`)
};

export const tracking_col_price = /** @type {(inputs: Tracking_Col_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price`)
};

export const tracking_col_route = /** @type {(inputs: Tracking_Col_RouteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Route`)
};

export const tracking_col_sell = /** @type {(inputs: Tracking_Col_SellInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sell`)
};

export const tracking_col_status = /** @type {(inputs: Tracking_Col_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status`)
};

export const tracking_destination = /** @type {(inputs: Tracking_DestinationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Destination`)
};

export const tracking_detail_close = /** @type {(inputs: Tracking_Detail_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close shipment details`)
};

export const tracking_detail_load_failed = /** @type {(inputs: Tracking_Detail_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not load the shipment`)
};

export const tracking_detail_loading = /** @type {(inputs: Tracking_Detail_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the shipment…`)
};

export const tracking_detail_other_shipment = /** @type {(inputs: Tracking_Detail_Other_ShipmentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The freight service answered with another shipment (${i?.other}) instead of ${i?.asked}. Freight Desk does not show another shipment's details as this one's; try again, and if it keeps happening, report it to your provider.`)
};

export const tracking_detail_shipment = /** @type {(inputs: Tracking_Detail_ShipmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shipment`)
};

export const tracking_detail_title = /** @type {(inputs: Tracking_Detail_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Shipment ${i?.code}`)
};

export const tracking_empty_filtered_text = /** @type {(inputs: Tracking_Empty_Filtered_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Widen the dates or clear a filter.`)
};

export const tracking_empty_filtered_title = /** @type {(inputs: Tracking_Empty_Filtered_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No shipment matches these filters`)
};

export const tracking_empty_never_synced_text = /** @type {(inputs: Tracking_Empty_Never_Synced_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Freight Desk syncs it when you sign in and every few minutes after. Sync now to fetch it.`)
};

export const tracking_empty_never_synced_title = /** @type {(inputs: Tracking_Empty_Never_Synced_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The shipment list was never synced`)
};

export const tracking_empty_none_text = /** @type {(inputs: Tracking_Empty_None_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Booked shipments appear here.`)
};

export const tracking_empty_none_title = /** @type {(inputs: Tracking_Empty_None_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No shipments yet`)
};

export const tracking_empty_search_filtered_text = /** @type {(inputs: Tracking_Empty_Search_Filtered_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check the spelling, or clear the search or a filter.`)
};

export const tracking_empty_search_filtered_title = /** @type {(inputs: Tracking_Empty_Search_Filtered_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No shipment matches “${i?.search}” with these filters`)
};

export const tracking_empty_search_text = /** @type {(inputs: Tracking_Empty_Search_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The search looks in codes, agencies, places and references. Check the spelling, or clear the search.`)
};

export const tracking_empty_search_title = /** @type {(inputs: Tracking_Empty_Search_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No shipment matches “${i?.search}”`)
};

export const tracking_export_cancelled = /** @type {(inputs: Tracking_Export_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not saved: the export was cancelled.`)
};

export const tracking_export_csv = /** @type {(inputs: Tracking_Export_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Export CSV`)
};

export const tracking_export_failed = /** @type {(inputs: Tracking_Export_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The list was not exported`)
};

export const tracking_export_label = /** @type {(inputs: Tracking_Export_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Export the list`)
};

export const tracking_export_nothing = /** @type {(inputs: Tracking_Export_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No shipment matches: nothing to export`)
};

export const tracking_export_xlsx = /** @type {(inputs: Tracking_Export_XlsxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Export XLSX`)
};

export const tracking_filter_code_placeholder = /** @type {(inputs: Tracking_Filter_Code_PlaceholderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`e.g. ${i?.example}`)
};

export const tracking_filter_date_like = /** @type {(inputs: Tracking_Filter_Date_LikeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Use a date like ${i?.example}`)
};

export const tracking_filter_end_before_start = /** @type {(inputs: Tracking_Filter_End_Before_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The end date is before the start date`)
};

export const tracking_filter_from = /** @type {(inputs: Tracking_Filter_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start date`)
};

export const tracking_filter_operator = /** @type {(inputs: Tracking_Filter_OperatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transport operator`)
};

export const tracking_filter_operator_placeholder = /** @type {(inputs: Tracking_Filter_Operator_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carrier or agency`)
};

export const tracking_filter_place_placeholder = /** @type {(inputs: Tracking_Filter_Place_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`City or postal code`)
};

export const tracking_filter_to = /** @type {(inputs: Tracking_Filter_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`End date`)
};

export const tracking_filter_too_long = /** @type {(inputs: Tracking_Filter_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} is at most ${i?.max} characters`)
};

export const tracking_filter_too_many_statuses = /** @type {(inputs: Tracking_Filter_Too_Many_StatusesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Filter by at most ${i?.max} statuses`)
};

export const tracking_filters_any_status = /** @type {(inputs: Tracking_Filters_Any_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Any status`)
};

export const tracking_filters_applied = /** @type {(inputs: Tracking_Filters_AppliedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} filter applied`);
	return /** @type {LocalizedString} */ (`${i?.shown} filters applied`)
	
};

export const tracking_filters_apply = /** @type {(inputs: Tracking_Filters_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apply filters`)
};

export const tracking_filters_clear = /** @type {(inputs: Tracking_Filters_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clear filters`)
};

export const tracking_filters_label = /** @type {(inputs: Tracking_Filters_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shipment filters`)
};

export const tracking_filters_status = /** @type {(inputs: Tracking_Filters_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status`)
};

export const tracking_free_change = /** @type {(inputs: Tracking_Free_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change`)
};

export const tracking_free_charge_if_running = /** @type {(inputs: Tracking_Free_Charge_If_RunningInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.sum}, if it has not stopped`)
};

export const tracking_free_charge_so_far = /** @type {(inputs: Tracking_Free_Charge_So_FarInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.sum} so far`)
};

export const tracking_free_charged_from_first = /** @type {(inputs: Tracking_Free_Charged_From_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`none: charged from the first day`)
};

export const tracking_free_charged_total = /** @type {(inputs: Tracking_Free_Charged_TotalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Charged so far: ${i?.sum}`)
};

export const tracking_free_clause = /** @type {(inputs: Tracking_Free_ClauseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: ${i?.text}`)
};

export const tracking_free_clause_then = /** @type {(inputs: Tracking_Free_Clause_ThenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: ${i?.first}, ${i?.then}`)
};

export const tracking_free_containers = /** @type {(inputs: Tracking_Free_ContainersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} container`);
	return /** @type {LocalizedString} */ (`${i?.shown} containers`)
	
};

export const tracking_free_containers_of = /** @type {(inputs: Tracking_Free_Containers_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.containers} of ${i?.size}`)
};

export const tracking_free_containers_unknown = /** @type {(inputs: Tracking_Free_Containers_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`not known (${i?.size})`)
};

export const tracking_free_date = /** @type {(inputs: Tracking_Free_DateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Date (${i?.zone})`)
};

export const tracking_free_day_at_port = /** @type {(inputs: Tracking_Free_Day_At_PortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.day} at ${i?.port}`)
};

export const tracking_free_days = /** @type {(inputs: Tracking_Free_DaysInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} day`);
	return /** @type {LocalizedString} */ (`${i?.shown} days`)
	
};

export const tracking_free_days_charged_so_far = /** @type {(inputs: Tracking_Free_Days_Charged_So_FarInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.days} (${i?.span}, so far)`)
};

export const tracking_free_days_charged_stopped = /** @type {(inputs: Tracking_Free_Days_Charged_StoppedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.days} (${i?.span})`)
};

export const tracking_free_days_hours = /** @type {(inputs: Tracking_Free_Days_HoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.days} d ${i?.hours} h`)
};

export const tracking_free_delivered_without = /** @type {(inputs: Tracking_Free_Delivered_WithoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the shipment was delivered without it`)
};

export const tracking_free_end_unreported = /** @type {(inputs: Tracking_Free_End_UnreportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`End not reported`)
};

export const tracking_free_enter_discharge = /** @type {(inputs: Tracking_Free_Enter_DischargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the discharge`)
};

export const tracking_free_enter_empty_return = /** @type {(inputs: Tracking_Free_Enter_Empty_ReturnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the empty return`)
};

export const tracking_free_enter_release = /** @type {(inputs: Tracking_Free_Enter_ReleaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the release`)
};

export const tracking_free_entered_by_hand = /** @type {(inputs: Tracking_Free_Entered_By_HandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`entered by hand`)
};

export const tracking_free_entry_incomplete = /** @type {(inputs: Tracking_Free_Entry_IncompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the date and the time (hours and minutes) at the port.`)
};

export const tracking_free_entry_label = /** @type {(inputs: Tracking_Free_Entry_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.event} entered by hand`)
};

export const tracking_free_entry_set_aside = /** @type {(inputs: Tracking_Free_Entry_Set_AsideInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.moment} (your entry, ${i?.when}, is set aside)`)
};

export const tracking_free_events_label = /** @type {(inputs: Tracking_Free_Events_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Free-time events`)
};

export const tracking_free_every_size = /** @type {(inputs: Tracking_Free_Every_SizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`every size`)
};

export const tracking_free_fact_charge = /** @type {(inputs: Tracking_Free_Fact_ChargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Charge`)
};

export const tracking_free_fact_containers = /** @type {(inputs: Tracking_Free_Fact_ContainersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Containers`)
};

export const tracking_free_fact_days_charged = /** @type {(inputs: Tracking_Free_Fact_Days_ChargedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Days charged`)
};

export const tracking_free_fact_free_days = /** @type {(inputs: Tracking_Free_Fact_Free_DaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Free days`)
};

export const tracking_free_fact_last_day = /** @type {(inputs: Tracking_Free_Fact_Last_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last free day`)
};

export const tracking_free_fact_per_container = /** @type {(inputs: Tracking_Free_Fact_Per_ContainerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Per container`)
};

export const tracking_free_fact_price = /** @type {(inputs: Tracking_Free_Fact_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price per day`)
};

export const tracking_free_fact_starts = /** @type {(inputs: Tracking_Free_Fact_StartsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Starts at ${i?.event}`)
};

export const tracking_free_fact_stops = /** @type {(inputs: Tracking_Free_Fact_StopsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Stops at ${i?.event}`)
};

export const tracking_free_free_days_from = /** @type {(inputs: Tracking_Free_Free_Days_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.days}, from ${i?.event}`)
};

export const tracking_free_hours = /** @type {(inputs: Tracking_Free_HoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.hours} h`)
};

export const tracking_free_lcl_shipment = /** @type {(inputs: Tracking_Free_Lcl_ShipmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the shipment (LCL: one price)`)
};

export const tracking_free_left = /** @type {(inputs: Tracking_Free_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.duration} left`)
};

export const tracking_free_left_until = /** @type {(inputs: Tracking_Free_Left_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.duration} left, last free day ${i?.day}`)
};

export const tracking_free_moment = /** @type {(inputs: Tracking_Free_MomentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.when} (${i?.portTime}) · ${i?.by}`)
};

export const tracking_free_no_currency = /** @type {(inputs: Tracking_Free_No_CurrencyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} (currency not stated by the rate)`)
};

export const tracking_free_no_port = /** @type {(inputs: Tracking_Free_No_PortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The desk did not keep this booking’s port of destination: days are counted in UTC.`)
};

export const tracking_free_no_price = /** @type {(inputs: Tracking_Free_No_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`not given by the rate`)
};

export const tracking_free_no_terms = /** @type {(inputs: Tracking_Free_No_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No terms`)
};

export const tracking_free_no_terms_text = /** @type {(inputs: Tracking_Free_No_Terms_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: the rate gave no free days or start event`)
};

export const tracking_free_not_known = /** @type {(inputs: Tracking_Free_Not_KnownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`not known`)
};

export const tracking_free_not_reported = /** @type {(inputs: Tracking_Free_Not_ReportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`not reported`)
};

export const tracking_free_not_reported_yet = /** @type {(inputs: Tracking_Free_Not_Reported_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`not reported yet`)
};

export const tracking_free_not_started = /** @type {(inputs: Tracking_Free_Not_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not started`)
};

export const tracking_free_not_started_text = /** @type {(inputs: Tracking_Free_Not_Started_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: free time starts at ${i?.event}, ${i?.notYet}`)
};

export const tracking_free_not_yet = /** @type {(inputs: Tracking_Free_Not_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`not yet`)
};

export const tracking_free_not_yet_discharged = /** @type {(inputs: Tracking_Free_Not_Yet_DischargedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`not yet discharged`)
};

export const tracking_free_not_yet_released = /** @type {(inputs: Tracking_Free_Not_Yet_ReleasedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`not yet released`)
};

export const tracking_free_not_yet_returned = /** @type {(inputs: Tracking_Free_Not_Yet_ReturnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the empty not yet returned`)
};

export const tracking_free_nothing_charged = /** @type {(inputs: Tracking_Free_Nothing_ChargedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`within free time, nothing charged`)
};

export const tracking_free_past = /** @type {(inputs: Tracking_Free_PastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`past the last free day, ${i?.sum} so far`)
};

export const tracking_free_past_day = /** @type {(inputs: Tracking_Free_Past_DayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`past the last free day (${i?.day}), ${i?.sum} so far`)
};

export const tracking_free_past_due = /** @type {(inputs: Tracking_Free_Past_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Past due`)
};

export const tracking_free_port_days = /** @type {(inputs: Tracking_Free_Port_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Days of the port of ${i?.name}, ${i?.zone} time; times are the port’s.`)
};

export const tracking_free_port_no_zone = /** @type {(inputs: Tracking_Free_Port_No_ZoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The time zone of ${i?.name} is not known to the desk: days are counted in UTC.`)
};

export const tracking_free_port_time = /** @type {(inputs: Tracking_Free_Port_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.port} time`)
};

export const tracking_free_port_time_words = /** @type {(inputs: Tracking_Free_Port_Time_WordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`port time`)
};

export const tracking_free_price_container = /** @type {(inputs: Tracking_Free_Price_ContainerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.price} a day per container`)
};

export const tracking_free_price_shipment = /** @type {(inputs: Tracking_Free_Price_ShipmentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.price} a day for the shipment`)
};

export const tracking_free_read_failed = /** @type {(inputs: Tracking_Free_Read_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not read the shipment’s free time`)
};

export const tracking_free_reported_by_carrier = /** @type {(inputs: Tracking_Free_Reported_By_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`reported by the carrier`)
};

export const tracking_free_span = /** @type {(inputs: Tracking_Free_SpanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.from} to ${i?.through}`)
};

export const tracking_free_start_unreported = /** @type {(inputs: Tracking_Free_Start_UnreportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start not reported`)
};

export const tracking_free_start_unreported_text = /** @type {(inputs: Tracking_Free_Start_Unreported_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: starts at ${i?.event}, which was not reported though the shipment was delivered; enter it in the shipment’s free time`)
};

export const tracking_free_still_at_terminal = /** @type {(inputs: Tracking_Free_Still_At_TerminalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.stop} not reported; if the container is still at the terminal`)
};

export const tracking_free_still_out = /** @type {(inputs: Tracking_Free_Still_OutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.stop} not reported; if the container is still out`)
};

export const tracking_free_still_out_shipment = /** @type {(inputs: Tracking_Free_Still_Out_ShipmentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.stop} not reported; if it has not happened`)
};

export const tracking_free_stopped = /** @type {(inputs: Tracking_Free_StoppedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stopped`)
};

export const tracking_free_stopped_charged = /** @type {(inputs: Tracking_Free_Stopped_ChargedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Stopped, ${i?.amounts}`)
};

export const tracking_free_stopped_entered_text = /** @type {(inputs: Tracking_Free_Stopped_Entered_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: stopped at ${i?.event}, ${i?.when} (entered by hand): ${i?.charged}`)
};

export const tracking_free_stopped_none = /** @type {(inputs: Tracking_Free_Stopped_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stopped, none charged`)
};

export const tracking_free_stopped_text = /** @type {(inputs: Tracking_Free_Stopped_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: stopped at ${i?.event}, ${i?.when}: ${i?.charged}`)
};

export const tracking_free_stopped_unknown = /** @type {(inputs: Tracking_Free_Stopped_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stopped, charge not known`)
};

export const tracking_free_sum = /** @type {(inputs: Tracking_Free_SumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.days} × ${i?.perDay} × ${i?.containers} = ${i?.total}`)
};

export const tracking_free_sum_no_price = /** @type {(inputs: Tracking_Free_Sum_No_PriceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.days} charged; the rate gave no price per day`)
};

export const tracking_free_sum_shipment = /** @type {(inputs: Tracking_Free_Sum_ShipmentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.days} × ${i?.perDay} = ${i?.total}`)
};

export const tracking_free_sum_unknown_boxes = /** @type {(inputs: Tracking_Free_Sum_Unknown_BoxesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.days} × ${i?.perDay} = ${i?.total} a container (how many were booked is not known)`)
};

export const tracking_free_the_discharge = /** @type {(inputs: Tracking_Free_The_DischargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the discharge`)
};

export const tracking_free_the_empty_return = /** @type {(inputs: Tracking_Free_The_Empty_ReturnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the empty return`)
};

export const tracking_free_the_release = /** @type {(inputs: Tracking_Free_The_ReleaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the release`)
};

export const tracking_free_the_start_day = /** @type {(inputs: Tracking_Free_The_Start_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the start day`)
};

export const tracking_free_time = /** @type {(inputs: Tracking_Free_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Time (${i?.zone})`)
};

export const tracking_free_title = /** @type {(inputs: Tracking_Free_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Free time`)
};

export const tracking_free_title_discharge = /** @type {(inputs: Tracking_Free_Title_DischargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Discharge`)
};

export const tracking_free_title_discharge_at = /** @type {(inputs: Tracking_Free_Title_Discharge_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Discharge at ${i?.city}`)
};

export const tracking_free_title_empty_return = /** @type {(inputs: Tracking_Free_Title_Empty_ReturnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Empty return`)
};

export const tracking_free_title_release = /** @type {(inputs: Tracking_Free_Title_ReleaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Release (full gate out)`)
};

export const tracking_free_total_incomplete = /** @type {(inputs: Tracking_Free_Total_IncompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`not counting charges whose price or containers are not known`)
};

export const tracking_free_total_open = /** @type {(inputs: Tracking_Free_Total_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`counting a clock whose end was not reported as still running`)
};

export const tracking_free_under_hour = /** @type {(inputs: Tracking_Free_Under_HourInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`under 1 h`)
};

export const tracking_free_warning_unreported = /** @type {(inputs: Tracking_Free_Warning_UnreportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not reported`)
};

export const tracking_goods = /** @type {(inputs: Tracking_GoodsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Goods`)
};

export const tracking_goods_col_kind = /** @type {(inputs: Tracking_Goods_Col_KindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kind`)
};

export const tracking_goods_col_qty = /** @type {(inputs: Tracking_Goods_Col_QtyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qty`)
};

export const tracking_goods_col_size = /** @type {(inputs: Tracking_Goods_Col_SizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Size`)
};

export const tracking_goods_col_unit = /** @type {(inputs: Tracking_Goods_Col_UnitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unit`)
};

export const tracking_goods_col_weight = /** @type {(inputs: Tracking_Goods_Col_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weight`)
};

export const tracking_goods_customs = /** @type {(inputs: Tracking_Goods_CustomsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Customs`)
};

export const tracking_goods_delivery_notes = /** @type {(inputs: Tracking_Goods_Delivery_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delivery notes`)
};

export const tracking_goods_documents = /** @type {(inputs: Tracking_Goods_DocumentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Documents of this shipment`)
};

export const tracking_goods_insurance = /** @type {(inputs: Tracking_Goods_InsuranceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Insurance`)
};

export const tracking_goods_pickup_hours = /** @type {(inputs: Tracking_Goods_Pickup_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup hours`)
};

export const tracking_goods_pickup_notes = /** @type {(inputs: Tracking_Goods_Pickup_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup notes`)
};

export const tracking_goods_title = /** @type {(inputs: Tracking_Goods_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Goods and service`)
};

export const tracking_goods_unit_lines = /** @type {(inputs: Tracking_Goods_Unit_LinesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} unit line`);
	return /** @type {LocalizedString} */ (`${i?.shown} unit lines`)
	
};

export const tracking_goods_units = /** @type {(inputs: Tracking_Goods_UnitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commodity units`)
};

export const tracking_goods_value = /** @type {(inputs: Tracking_Goods_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Goods value`)
};

export const tracking_link_failed = /** @type {(inputs: Tracking_Link_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not open the tracking page`)
};

export const tracking_link_open = /** @type {(inputs: Tracking_Link_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open the carrier's tracking page`)
};

export const tracking_link_unsafe = /** @type {(inputs: Tracking_Link_UnsafeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service gave a tracking address that is not a web link; Freight Desk does not open it:`)
};

export const tracking_list_count = /** @type {(inputs: Tracking_List_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} shipment`);
	return /** @type {LocalizedString} */ (`${i?.shown} shipments`)
	
};

export const tracking_list_keys = /** @type {(inputs: Tracking_List_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arrow keys move through the list, Enter opens a shipment. Sort with the column headers.`)
};

export const tracking_list_load_failed = /** @type {(inputs: Tracking_List_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not load the shipments`)
};

export const tracking_list_loading = /** @type {(inputs: Tracking_List_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading shipments…`)
};

export const tracking_list_matching = /** @type {(inputs: Tracking_List_MatchingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`matches`);
	return /** @type {LocalizedString} */ (`match`)
	
};

export const tracking_list_refresh = /** @type {(inputs: Tracking_List_RefreshInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refresh`)
};

export const tracking_list_refresh_title = /** @type {(inputs: Tracking_List_Refresh_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sync the list with the service now`)
};

export const tracking_list_service_total = /** @type {(inputs: Tracking_List_Service_TotalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`· service total ${i?.total}`)
};

export const tracking_list_title = /** @type {(inputs: Tracking_List_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shipments`)
};

export const tracking_messages_appear = /** @type {(inputs: Tracking_Messages_AppearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Messages appear here as the carrier reports the shipment's progress.`)
};

export const tracking_messages_leg = /** @type {(inputs: Tracking_Messages_LegInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Leg ${i?.number}`)
};

export const tracking_messages_load_failed = /** @type {(inputs: Tracking_Messages_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not load the tracking messages`)
};

export const tracking_messages_loading = /** @type {(inputs: Tracking_Messages_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the tracking messages…`)
};

export const tracking_messages_no_code = /** @type {(inputs: Tracking_Messages_No_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service gave no shipment code to ask for messages with.`)
};

export const tracking_messages_no_text = /** @type {(inputs: Tracking_Messages_No_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Update without a message`)
};

export const tracking_messages_none_of_this = /** @type {(inputs: Tracking_Messages_None_Of_ThisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No tracking messages of this shipment`)
};

export const tracking_messages_none_yet = /** @type {(inputs: Tracking_Messages_None_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No tracking messages yet`)
};

export const tracking_messages_note = /** @type {(inputs: Tracking_Messages_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`newest first`)
};

export const tracking_messages_others = /** @type {(inputs: Tracking_Messages_OthersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} message in the service's answer is about another shipment (${i?.ids}): it is not shown here.`);
	return /** @type {LocalizedString} */ (`${i?.shown} messages in the service's answer are about another shipment (${i?.ids}): they are not shown here.`)
	
};

export const tracking_messages_timeline = /** @type {(inputs: Tracking_Messages_TimelineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tracking messages, newest first`)
};

export const tracking_messages_title = /** @type {(inputs: Tracking_Messages_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tracking messages`)
};

export const tracking_more = /** @type {(inputs: Tracking_MoreInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} more`);
	return /** @type {LocalizedString} */ (`${i?.shown} more`)
	
};

export const tracking_no = /** @type {(inputs: Tracking_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No`)
};

export const tracking_not_given = /** @type {(inputs: Tracking_Not_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not given`)
};

export const tracking_origin = /** @type {(inputs: Tracking_OriginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Origin`)
};

export const tracking_route_title = /** @type {(inputs: Tracking_Route_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Route`)
};

export const tracking_search_hint = /** @type {(inputs: Tracking_Search_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every word must appear; any case, any accents.`)
};

export const tracking_search_label = /** @type {(inputs: Tracking_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search shipments`)
};

export const tracking_search_placeholder = /** @type {(inputs: Tracking_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code, agency, place or reference`)
};

export const tracking_search_too_long = /** @type {(inputs: Tracking_Search_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Search for at most ${i?.max} characters`)
};

export const tracking_sell_title = /** @type {(inputs: Tracking_Sell_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quote ${i?.quote}: bought at ${i?.buy}, margin ${i?.margin}, sold at ${i?.sell}`)
};

export const tracking_sell_title_customer = /** @type {(inputs: Tracking_Sell_Title_CustomerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quote ${i?.quote} for ${i?.customer}: bought at ${i?.buy}, margin ${i?.margin}, sold at ${i?.sell}`)
};

export const tracking_shipment_code = /** @type {(inputs: Tracking_Shipment_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shipment code`)
};

export const tracking_switch_hint = /** @type {(inputs: Tracking_Switch_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Messages from the carrier as the shipment moves.`)
};

export const tracking_switch_label = /** @type {(inputs: Tracking_Switch_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tracking updates`)
};

export const tracking_switch_maybe_off = /** @type {(inputs: Tracking_Switch_Maybe_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`tracking may or may not have been switched off`)
};

export const tracking_switch_maybe_on = /** @type {(inputs: Tracking_Switch_Maybe_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`tracking may or may not have been switched on`)
};

export const tracking_switch_off = /** @type {(inputs: Tracking_Switch_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Off`)
};

export const tracking_switch_off_done = /** @type {(inputs: Tracking_Switch_Off_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tracking switched off`)
};

export const tracking_switch_off_failed = /** @type {(inputs: Tracking_Switch_Off_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Could not switch tracking off. ${i?.title}: ${i?.message}`)
};

export const tracking_switch_on = /** @type {(inputs: Tracking_Switch_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On`)
};

export const tracking_switch_on_done = /** @type {(inputs: Tracking_Switch_On_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tracking switched on`)
};

export const tracking_switch_on_failed = /** @type {(inputs: Tracking_Switch_On_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Could not switch tracking on. ${i?.title}: ${i?.message}`)
};

export const tracking_switch_read_again = /** @type {(inputs: Tracking_Switch_Read_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The shipment was read again: the switch above shows what the service says now.`)
};

export const tracking_switch_refused = /** @type {(inputs: Tracking_Switch_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service did not switch tracking.`)
};

export const tracking_switch_refused_because = /** @type {(inputs: Tracking_Switch_Refused_BecauseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The service did not switch tracking: ${i?.reason}`)
};

export const tracking_switch_switching = /** @type {(inputs: Tracking_Switch_SwitchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Switching…`)
};

export const tracking_switch_unknown_hint = /** @type {(inputs: Tracking_Switch_Unknown_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service does not say whether tracking is on; it is on unless switched off.`)
};

export const tracking_unlisted = /** @type {(inputs: Tracking_UnlistedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No longer listed`)
};

export const tracking_unlisted_title = /** @type {(inputs: Tracking_Unlisted_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The service has not listed this shipment since ${i?.when}. Freight Desk keeps what it stored.`)
};

export const tracking_yes = /** @type {(inputs: Tracking_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yes`)
};

export const try_again = /** @type {(inputs: Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try again`)
};

export const typed_number_decimal = /** @type {(inputs: Typed_Number_DecimalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} must be a number, such as 12.5`)
};

export const typed_number_required = /** @type {(inputs: Typed_Number_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} is required`)
};

export const typed_number_whole = /** @type {(inputs: Typed_Number_WholeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} must be a whole number, such as 2`)
};