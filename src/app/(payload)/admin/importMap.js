import { UsesNotice as UsesNotice_4e293e24fc7dca336b57ff33eeba3092 } from '@/references/admin/UsesNotice.client'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { BlocksFeatureClient as BlocksFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SteadyLexicalField as SteadyLexicalField_721407047bf7e2fe3b18e0eed530f6f8 } from '@/fields/richText/SteadyLexicalField'
import { NumberedRowLabel as NumberedRowLabel_5c19bf3e94c951176f118ede64521984 } from '@/admin/rows/NumberedRowLabel.client'
import { LocalCodeField as LocalCodeField_8206282b681cb4f7630c1f774c645d66 } from '@/admin/codeEditor/LocalCodeField.client'
import { ListUsesNotice as ListUsesNotice_cc72c407708aeba9f9e20574dd5d4e3d } from '@/references/admin/ListUsesNotice.client'
import { DiscardUntouchedDraft as DiscardUntouchedDraft_fbba1a946646790203a999ddb4d09454 } from '@/collections/untouchedDrafts/admin/DiscardUntouchedDraft.client'
import { DocumentLinks as DocumentLinks_47faae2c40eefef6102556f9e8c7e4cf } from '@/collections/Pages/admin/DocumentLinks'
import { ModerationActions as ModerationActions_84b9f80db6861c0d2af6f76315bf9b94 } from '@/comments/collection/admin/ModerationActions'
import { LocalJsonField as LocalJsonField_8206282b681cb4f7630c1f774c645d66 } from '@/admin/codeEditor/LocalCodeField.client'
import { CommentStatusFilter as CommentStatusFilter_85cce4686854cd81e1f93c576463ecac } from '@/comments/collection/admin/CommentStatusFilter'
import { UploadLimitsNote as UploadLimitsNote_02e1eba70b0ac849ed9938e6165d47cc } from '@/collections/Media/admin/UploadLimitsNote'
import { RenameNotice as RenameNotice_6d79a5fe52334eaca417faaa9c639104 } from '@/collections/Media/admin/RenameNotice'
import { CameraDataCell as CameraDataCell_98224c61a6d40667d82fa54688f8760f } from '@/collections/Media/admin/CameraDataCell'
import { TemplatePreview as TemplatePreview_08cf1a11a9f08bff4133f38c70ea4cb7 } from '@/collections/Forms/admin/TemplatePreview.client'
import { MessageFields as MessageFields_d4d2966318cfa16697435ef781970d99 } from '@/collections/Submissions/admin/MessageFields'
import { NotKeptFiles as NotKeptFiles_910424253be71012b89a129e5cdba357 } from '@/collections/Submissions/admin/NotKeptFiles'
import { ReleaseSpamButton as ReleaseSpamButton_84d3ae35d0e738074e128d7f9dea263c } from '@/collections/Submissions/admin/ReleaseSpamButton'
import { ExportCsvLink as ExportCsvLink_2665d739d482eb39e89f895d352c995f } from '@/collections/Submissions/admin/ExportCsvLink'
import { TextListCell as TextListCell_63ee950049b7ee63d824478f6bab0aca } from '@/fields/admin/TextListCell'
import { SelectionPanel as SelectionPanel_6be1b579a833f124f2a16bd6e532c448 } from '@/galleries/collection/admin/SelectionPanel'
import { GalleryPhotosPanel as GalleryPhotosPanel_fa7a1b6777c60f72f23d85b260906f4e } from '@/galleries/collection/admin/GalleryPhotosPanel'
import { ClientLinkBox as ClientLinkBox_2fa670b1f191c08711b89431efc509b9 } from '@/galleries/collection/admin/ClientLinkBox'
import { MenuRowLabel as MenuRowLabel_f0cc54acbb048fae01fa4308ddb537be } from '@/globals/Header/admin/MenuRowLabel.client'
import { InitialsAvatar as InitialsAvatar_aafc74ef90f4de7c6a30f1905d4d5b23 } from '@/collections/Users/admin/InitialsAvatar'
import { StudioIcon as StudioIcon_bcbf41ed17cb550f252aee443dee5623 } from '@/globals/SiteSettings/admin/StudioIcon'
import { StudioLogo as StudioLogo_ff3f2afc6ed92448f19213cf5e42afb3 } from '@/globals/SiteSettings/admin/StudioLogo'
import { ToolsNavGroup as ToolsNavGroup_3a2109099387dfdad1655cca1467f426 } from '@/wordpress/admin/view/ToolsNavGroup'
import { DashboardSummary as DashboardSummary_b6c6a98c6fb0a7108125ba5d8c737b75 } from '@/dashboard/DashboardSummary'
import { OutboxBanner as OutboxBanner_ff1fa252437ddbad61295cd601bd1e45 } from '@/collections/Outbox/admin/OutboxBanner'
import { FirstSteps as FirstSteps_b9f3713e218cfe589ac8c94c14bd793a } from '@/dashboard/FirstSteps'
import { UploadProgress as UploadProgress_432f2295a049f3adc8307864931965f9 } from '@/collections/Media/admin/UploadProgress'
import { FieldErrorFocus as FieldErrorFocus_334e25f56aa36b40fbd386319b637d8e } from '@/admin/errors/FieldErrorFocus.client'
import { SpanishDatePicker as SpanishDatePicker_068814bb6c69df443f18cacd8c5e22fe } from '@/admin/dates/SpanishDatePicker.client'
import { SpanishAriaLabels as SpanishAriaLabels_2f2e5c39a0654d20a21badae64d7dc69 } from '@/admin/ariaLabels/SpanishAriaLabels.client'
import { PinnedDocControls as PinnedDocControls_f7c2d69e48ba4a5f77b5bca60cdbe017 } from '@/admin/layout/PinnedDocControls.client'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { ImportView as ImportView_ac43cfb2572f77af66678f5c3eaa333f } from '@/wordpress/admin/view/ImportView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@/references/admin/UsesNotice.client#UsesNotice": UsesNotice_4e293e24fc7dca336b57ff33eeba3092,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#BlocksFeatureClient": BlocksFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@/fields/richText/SteadyLexicalField#SteadyLexicalField": SteadyLexicalField_721407047bf7e2fe3b18e0eed530f6f8,
  "@/admin/rows/NumberedRowLabel.client#NumberedRowLabel": NumberedRowLabel_5c19bf3e94c951176f118ede64521984,
  "@/admin/codeEditor/LocalCodeField.client#LocalCodeField": LocalCodeField_8206282b681cb4f7630c1f774c645d66,
  "@/references/admin/ListUsesNotice.client#ListUsesNotice": ListUsesNotice_cc72c407708aeba9f9e20574dd5d4e3d,
  "@/collections/untouchedDrafts/admin/DiscardUntouchedDraft.client#DiscardUntouchedDraft": DiscardUntouchedDraft_fbba1a946646790203a999ddb4d09454,
  "@/collections/Pages/admin/DocumentLinks#DocumentLinks": DocumentLinks_47faae2c40eefef6102556f9e8c7e4cf,
  "@/comments/collection/admin/ModerationActions#ModerationActions": ModerationActions_84b9f80db6861c0d2af6f76315bf9b94,
  "@/admin/codeEditor/LocalCodeField.client#LocalJsonField": LocalJsonField_8206282b681cb4f7630c1f774c645d66,
  "@/comments/collection/admin/CommentStatusFilter#CommentStatusFilter": CommentStatusFilter_85cce4686854cd81e1f93c576463ecac,
  "@/collections/Media/admin/UploadLimitsNote#UploadLimitsNote": UploadLimitsNote_02e1eba70b0ac849ed9938e6165d47cc,
  "@/collections/Media/admin/RenameNotice#RenameNotice": RenameNotice_6d79a5fe52334eaca417faaa9c639104,
  "@/collections/Media/admin/CameraDataCell#CameraDataCell": CameraDataCell_98224c61a6d40667d82fa54688f8760f,
  "@/collections/Forms/admin/TemplatePreview.client#TemplatePreview": TemplatePreview_08cf1a11a9f08bff4133f38c70ea4cb7,
  "@/collections/Submissions/admin/MessageFields#MessageFields": MessageFields_d4d2966318cfa16697435ef781970d99,
  "@/collections/Submissions/admin/NotKeptFiles#NotKeptFiles": NotKeptFiles_910424253be71012b89a129e5cdba357,
  "@/collections/Submissions/admin/ReleaseSpamButton#ReleaseSpamButton": ReleaseSpamButton_84d3ae35d0e738074e128d7f9dea263c,
  "@/collections/Submissions/admin/ExportCsvLink#ExportCsvLink": ExportCsvLink_2665d739d482eb39e89f895d352c995f,
  "@/fields/admin/TextListCell#TextListCell": TextListCell_63ee950049b7ee63d824478f6bab0aca,
  "@/galleries/collection/admin/SelectionPanel#SelectionPanel": SelectionPanel_6be1b579a833f124f2a16bd6e532c448,
  "@/galleries/collection/admin/GalleryPhotosPanel#GalleryPhotosPanel": GalleryPhotosPanel_fa7a1b6777c60f72f23d85b260906f4e,
  "@/galleries/collection/admin/ClientLinkBox#ClientLinkBox": ClientLinkBox_2fa670b1f191c08711b89431efc509b9,
  "@/globals/Header/admin/MenuRowLabel.client#MenuRowLabel": MenuRowLabel_f0cc54acbb048fae01fa4308ddb537be,
  "@/collections/Users/admin/InitialsAvatar#InitialsAvatar": InitialsAvatar_aafc74ef90f4de7c6a30f1905d4d5b23,
  "@/globals/SiteSettings/admin/StudioIcon#StudioIcon": StudioIcon_bcbf41ed17cb550f252aee443dee5623,
  "@/globals/SiteSettings/admin/StudioLogo#StudioLogo": StudioLogo_ff3f2afc6ed92448f19213cf5e42afb3,
  "@/wordpress/admin/view/ToolsNavGroup#ToolsNavGroup": ToolsNavGroup_3a2109099387dfdad1655cca1467f426,
  "@/dashboard/DashboardSummary#DashboardSummary": DashboardSummary_b6c6a98c6fb0a7108125ba5d8c737b75,
  "@/collections/Outbox/admin/OutboxBanner#OutboxBanner": OutboxBanner_ff1fa252437ddbad61295cd601bd1e45,
  "@/dashboard/FirstSteps#FirstSteps": FirstSteps_b9f3713e218cfe589ac8c94c14bd793a,
  "@/collections/Media/admin/UploadProgress#UploadProgress": UploadProgress_432f2295a049f3adc8307864931965f9,
  "@/admin/errors/FieldErrorFocus.client#FieldErrorFocus": FieldErrorFocus_334e25f56aa36b40fbd386319b637d8e,
  "@/admin/dates/SpanishDatePicker.client#SpanishDatePicker": SpanishDatePicker_068814bb6c69df443f18cacd8c5e22fe,
  "@/admin/ariaLabels/SpanishAriaLabels.client#SpanishAriaLabels": SpanishAriaLabels_2f2e5c39a0654d20a21badae64d7dc69,
  "@/admin/layout/PinnedDocControls.client#PinnedDocControls": PinnedDocControls_f7c2d69e48ba4a5f77b5bca60cdbe017,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "@/wordpress/admin/view/ImportView#ImportView": ImportView_ac43cfb2572f77af66678f5c3eaa333f,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
